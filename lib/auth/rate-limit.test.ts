import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
// The preload of `next start` (patches http.createServer in this test process only).
import "@/scripts/lib/client-address.mjs";
import * as t from "@/lib/db/schema";
import { lockedFor, RATE_LIMIT_TRIES, RATE_LIMIT_WINDOW_MS, takeTry, tryKeys } from "./rate-limit";

let handle: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => void (handle = await openTestDb()));
afterAll(() => handle?.close());

describe("sign-in rate limit", () => {
  it("allows 10 tries per 15 minutes per key, then refuses with the seconds left", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const keys = tryKeys("sign-in", "203.0.113.9", "Noura@Example.com");
    expect(keys).toEqual(["sign-in:ip:203.0.113.9", "sign-in:account:noura@example.com"]);
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) expect(await takeTry(handle.db, keys, now)).toEqual({ allowed: true });
    const later = new Date(now.getTime() + 60_000);
    expect(await takeTry(handle.db, keys, later)).toEqual({
      allowed: false,
      retryAfterS: RATE_LIMIT_WINDOW_MS / 1000 - 60,
    });
    // Another account from another address is not affected; the window's end frees both keys.
    expect(await takeTry(handle.db, tryKeys("sign-in", "198.51.100.1", "sara@example.com"), later)).toEqual({
      allowed: true,
    });
    expect(await takeTry(handle.db, keys, new Date(now.getTime() + RATE_LIMIT_WINDOW_MS))).toEqual({ allowed: true });
  });

  it("counts an account's tries from any address", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    for (let i = 0; i < RATE_LIMIT_TRIES; i++)
      await takeTry(handle.db, tryKeys("reset", `192.0.2.${i}`, "laila@example.com"), now);
    const refused = await takeTry(handle.db, tryKeys("reset", "192.0.2.200", "laila@example.com"), now);
    expect(refused.allowed).toBe(false);
  });
});

describe("windows and old rows", () => {
  it("counts in a window of the caller's length", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < 3; i++)
      expect((await takeTry(handle.db, ["event:ip:192.0.2.1"], now, 3, 60_000)).allowed).toBe(true);
    expect(await takeTry(handle.db, ["event:ip:192.0.2.1"], new Date(now.getTime() + 20_000), 3, 60_000)).toEqual({
      allowed: false,
      retryAfterS: 40,
    });
    expect(
      (await takeTry(handle.db, ["event:ip:192.0.2.1"], new Date(now.getTime() + 60_000), 3, 60_000)).allowed,
    ).toBe(true);
  });

  it("deletes counters and locks nobody needs any more when it writes, keeping the live ones", async () => {
    // A database of its own: old rows are pruned at most once per process every few minutes, on its first write.
    const own = await openTestDb();
    try {
      const now = new Date("2026-11-25T10:00:00Z");
      const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
      await own.db.insert(t.rateLimits).values([
        { key: "sign-in:ip:192.0.2.5", windowStart: daysAgo(40), count: 3 },
        { key: "event:visitor:old", windowStart: daysAgo(4), count: 12 },
        { key: "event:visitor:today", windowStart: daysAgo(0.5), count: 12 },
        // A lock and its count from a day and a half ago stay: a lock lasts up to a day, and one
        // starting within a day of its end doubles it, so such rows may still matter.
        { key: "sign-in:fail:account:sa:long@example.com", windowStart: daysAgo(1.5), count: 10 },
        { key: "sign-in:fail:account:sa:long@example.com:lock", windowStart: daysAgo(1.5), count: 1 },
      ]);
      await takeTry(own.db, ["sign-in:ip:198.51.100.5"], now);
      const keys = (await own.db.select({ key: t.rateLimits.key }).from(t.rateLimits)).map((row) => row.key).sort();
      expect(keys).toEqual([
        "event:visitor:today",
        "sign-in:fail:account:sa:long@example.com",
        "sign-in:fail:account:sa:long@example.com:lock",
        "sign-in:ip:198.51.100.5",
      ]);
      expect(await lockedFor(own.db, "sign-in:fail:account:sa:long@example.com", daysAgo(1.5))).toBe(15 * 60);
    } finally {
      await own.close();
    }
  });
});

describe("the client's address", () => {
  const request = (xff?: string) =>
    new Request("http://localhost/api/customer/login", { headers: xff ? { "x-forwarded-for": xff } : {} });

  it("is our TCP peer with no proxy in front: a forged X-Forwarded-For cannot choose it", async () => {
    const { clientIp } = await import("./rate-limit");
    // What reaches a route: the client's header, then the peer our server appended (client-address.mjs).
    expect(clientIp(request("203.0.113.50, 198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientIp(request("1.1.1.1, 2.2.2.2, 198.51.100.7"), 0)).toBe("198.51.100.7");
    expect(clientIp(request("198.51.100.7"), 0)).toBe("198.51.100.7");
  });

  it("is the address the trusted proxies saw, however many entries the client added", async () => {
    const { clientIp } = await import("./rate-limit");
    // client forged "6.6.6.6"; our proxy appended the real client 203.0.113.9; our server appended the proxy 10.0.0.2.
    expect(clientIp(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 1)).toBe("203.0.113.9");
    // two proxies (CDN, then load balancer)
    expect(clientIp(request("6.6.6.6, 7.7.7.7, 203.0.113.9, 172.16.0.5, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientIp(request("10.0.0.2"), 1)).toBeNull();
    expect(clientIp(request(), 0)).toBeNull();
  });
});

describe("the client's address through our server (the next start preload)", () => {
  it("with 0 hops is the TCP peer whatever X-Forwarded-For the client sent; with 1 never the client's own entry", async () => {
    const { clientIp } = await import("./rate-limit");
    // A route's view of the request: the headers as Next hands them on (it only fills X-Forwarded-For when absent).
    const server = http.createServer((req, res) => {
      const request = new Request("http://localhost/api/customer/login", {
        headers: { "x-forwarded-for": String(req.headers["x-forwarded-for"] ?? "") },
      });
      res.end(JSON.stringify([clientIp(request, 0), clientIp(request, 1)]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const seen = async (xff?: string) =>
      (
        await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
          headers: xff ? { "x-forwarded-for": xff } : {},
        })
      ).json();
    try {
      expect(await seen()).toEqual(["127.0.0.1", null]);
      // Forged: the key stays the peer's; behind one proxy (here: the client posing as one) the proxy's entry.
      expect(await seen("203.0.113.50")).toEqual(["127.0.0.1", "203.0.113.50"]);
      expect(await seen("6.6.6.6, 203.0.113.9")).toEqual(["127.0.0.1", "203.0.113.9"]);
      expect(await seen("6.6.6.6, 7.7.7.7, 203.0.113.9")).toEqual(["127.0.0.1", "203.0.113.9"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
