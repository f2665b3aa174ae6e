import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "@/lib/db/test-db";
import { RATE_LIMIT_TRIES, RATE_LIMIT_WINDOW_MS, takeTry, tryKeys } from "./rate-limit";

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
    expect(await takeTry(handle.db, keys, later)).toEqual({ allowed: false, retryAfterS: RATE_LIMIT_WINDOW_MS / 1000 - 60 });
    // Another account from another address is not affected; the window's end frees both keys.
    expect(await takeTry(handle.db, tryKeys("sign-in", "198.51.100.1", "sara@example.com"), later)).toEqual({ allowed: true });
    expect(await takeTry(handle.db, keys, new Date(now.getTime() + RATE_LIMIT_WINDOW_MS))).toEqual({ allowed: true });
  });

  it("counts an account's tries from any address", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) await takeTry(handle.db, tryKeys("reset", `192.0.2.${i}`, "laila@example.com"), now);
    const refused = await takeTry(handle.db, tryKeys("reset", "192.0.2.200", "laila@example.com"), now);
    expect(refused.allowed).toBe(false);
  });
});
