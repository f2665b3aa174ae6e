import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import "./client-address.mjs";

/** The preload of `next start`: the server's own peer joins X-Forwarded-For, after whatever the client sent. */
const server = http.createServer((req, res) => res.end(String(req.headers["x-forwarded-for"])));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const seen = async (headers: Record<string, string> = {}) =>
  (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();

describe("client-address preload", () => {
  it("appends the TCP peer, so a forged header can never be the last entry", async () => {
    expect(await seen()).toBe("127.0.0.1");
    expect(await seen({ "x-forwarded-for": "203.0.113.50" })).toBe("203.0.113.50, 127.0.0.1");
    expect(await seen({ "x-forwarded-for": "1.1.1.1, 2.2.2.2" })).toBe("1.1.1.1, 2.2.2.2, 127.0.0.1");
  });
});
