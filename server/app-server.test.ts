import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAppServer } from "./app-server.mjs";

/**
 * A filtered listing's address reaches Next as it was asked: its rewrite to the cached page's path
 * has one place, the app's proxy (proxy.ts), so `next dev` and this server give the same pages.
 */
describe("the server and a listing's address", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  it("hands Next the address as asked, RSC requests included, and sets none of Next's own headers", async () => {
    const seen: { url: string; header: unknown }[] = [];
    const logger = { child: () => ({ info() {} }), error() {} };
    const app = createAppServer({
      labelRoute: (url = "/") => ({ route: url.split("?")[0]!, path: url.split("?")[0]! }),
      logger,
      handle: (req, res) => {
        seen.push({ url: req.url!, header: res.getHeader("x-nextjs-rewritten-path") });
        res.end("ok");
      },
    });
    await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
    servers.push(app.server);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const filtered = `/ar-sa/product-listing-page/gold?${encodeURIComponent("العيار")}=18k&sort=price-asc&page=2`;
    await fetch(base + filtered);
    await fetch(`${base}${filtered}&_rsc=1a2b`, { headers: { RSC: "1" } });
    expect(seen).toEqual([
      { url: filtered, header: undefined },
      { url: `${filtered}&_rsc=1a2b`, header: undefined },
    ]);
  });
});
