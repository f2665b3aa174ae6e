import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rewriteListingUrl } from "@/lib/catalogue/listing-rewrite";
import { createAppServer, LISTING_REWRITE } from "./app-server.mjs";

type Seen = { url: string; rewrittenPath: string | undefined };
const registry = globalThis as Record<symbol, unknown>;

describe("the server's listing rewrite (before Next routes the request)", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    servers.splice(0).forEach((server) => server.close());
    delete registry[LISTING_REWRITE];
  });

  /** The server around a stand-in for Next that tells what it was asked for. */
  async function serve() {
    const seen: Seen[] = [];
    const lines: Record<string, unknown>[] = [];
    const logger = { child: () => ({ info: (line: object) => void lines.push(line as Record<string, unknown>) }), error() {} };
    const app = createAppServer({
      labelRoute: (url = "/") => ({ route: url.split("?")[0]!, path: url.split("?")[0]! }),
      logger,
      handle: (req, res) => {
        seen.push({ url: req.url!, rewrittenPath: res.getHeader("x-nextjs-rewritten-path") as string | undefined });
        res.end("ok");
      },
    });
    await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
    servers.push(app.server);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { base, seen, lines };
  }

  const filtered = `/ar-sa/product-listing-page/gold?${encodeURIComponent("العيار")}=18k&sort=price-asc&page=2`;
  const internal = "/ar-sa/product-listing-page/gold/_q/karat%3D18k%26sort%3Dprice-asc%26page%3D2";

  it("hands Next the cached page's path, and logs the address as asked", async () => {
    registry[LISTING_REWRITE] = rewriteListingUrl;
    const { base, seen, lines } = await serve();
    const response = await fetch(base + filtered);
    expect(response.headers.get("x-nextjs-rewritten-path")).toBeNull();
    expect(seen).toEqual([{ url: internal, rewrittenPath: undefined }]);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ route: "/ar-sa/product-listing-page/gold", status: 200 });
  });

  it("tells a client navigation (an RSC request) the path its payload was rendered for, as Next's rewrite does", async () => {
    registry[LISTING_REWRITE] = rewriteListingUrl;
    const { base, seen } = await serve();
    const response = await fetch(`${base}${filtered}&_rsc=1a2b`, { headers: { RSC: "1" } });
    expect(response.headers.get("x-nextjs-rewritten-path")).toBe(internal);
    expect(seen[0]!.url).toBe(`${internal}?_rsc=1a2b`);
  });

  it("leaves a plain listing, other pages, and every request while no app registered the rewrite", async () => {
    registry[LISTING_REWRITE] = rewriteListingUrl;
    const { base, seen } = await serve();
    await fetch(`${base}/ar-sa/product-listing-page/gold?utm_source=mail`);
    await fetch(`${base}/ar-sa/p/ring?karat=18k`);
    delete registry[LISTING_REWRITE];
    await fetch(base + filtered);
    expect(seen.map((request) => request.url)).toEqual(["/ar-sa/product-listing-page/gold?utm_source=mail", "/ar-sa/p/ring?karat=18k", filtered]);
  });
});
