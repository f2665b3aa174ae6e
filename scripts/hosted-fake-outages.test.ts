import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Outages, outageRequest, upstreamOfPath } from "./hosted-fake-outages";

const outages = new Outages();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? "/", "http://x");
    if (outages.intercept(req, res, pathname)) return;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the hosted fake's outages", () => {
  it("maps each loopback path to the upstream it stands for", () => {
    expect(upstreamOfPath("/graphql")).toBe("graphql");
    expect(upstreamOfPath("/stores/abc/v3/carts")).toBe("rest");
    expect(upstreamOfPath("/api/header")).toBe("strapi");
    expect(upstreamOfPath("/uploads/logo.svg")).toBe("strapi");
    expect(upstreamOfPath("/cs/v2/search")).toBe("klevu");
    expect(upstreamOfPath("/__fake/outage")).toBeNull();
  });

  it("accepts only known upstreams and modes", () => {
    expect(outageRequest.safeParse({ upstream: "graphql", mode: "hang" }).success).toBe(true);
    expect(outageRequest.safeParse({ upstream: "bigcommerce", mode: "hang" }).success).toBe(false);
    expect(outageRequest.safeParse({ upstream: "rest", mode: "500" }).success).toBe(false);
  });

  it("answers the vendor's 503, only for the upstream that is down, until switched off", async () => {
    outages.set("strapi", "503");
    const down = await fetch(`${base}/api/header`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ data: null, error: { status: 503 } });
    expect((await fetch(`${base}/graphql`, { method: "POST" })).status).toBe(200);
    expect(outages.state().strapi).toEqual({ mode: "503", met: 1 });
    outages.set("strapi", "off");
    expect((await fetch(`${base}/api/header`)).status).toBe(200);
  });

  it("drops the connection when refusing", async () => {
    outages.set("rest", "refuse");
    await expect(fetch(`${base}/stores/abc/v3/carts`)).rejects.toThrow();
    outages.set("rest", "off");
  });

  it("holds a request unanswered until the client gives up, and closes the held ones when switched off", async () => {
    outages.set("graphql", "hang");
    await expect(fetch(`${base}/graphql`, { method: "POST", signal: AbortSignal.timeout(300) })).rejects.toThrow(
      /abort|timeout/i,
    );
    const held = fetch(`${base}/graphql`, { method: "POST" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    outages.set("graphql", "off");
    await expect(held).rejects.toThrow();
    expect((await fetch(`${base}/graphql`, { method: "POST" })).status).toBe(200);
  });
});
