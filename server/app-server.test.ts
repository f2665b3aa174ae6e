import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { LISTING_DOCUMENT_URL, offerListingDocumentUrl } from "@/lib/catalogue/listing-documents";
import { PRODUCT_PAGE_CHECK } from "@/features/catalogue/product-address";
import { createAppServer } from "./app-server.mjs";
import { openListingDocumentSlot } from "./listing-documents.mjs";
import { PRODUCT_ADDRESS_HEADER, openProductPageSlot } from "./product-documents.mjs";

/**
 * A server around a stand-in app that records each request reaching it: its method, its URL and,
 * under `field`, what `read` takes from it.
 */
async function serveRecording(
  servers: { close: () => void }[],
  field: string,
  read: (req: IncomingMessage, res: ServerResponse) => unknown,
) {
  const seen: Record<string, unknown>[] = [];
  const logger = { child: () => ({ info() {} }), error() {} };
  const app = createAppServer({
    labelRoute: (url = "/") => ({ route: url.split("?")[0]!, path: url.split("?")[0]! }),
    logger,
    handle: (req, res) => {
      seen.push({ method: req.method, url: req.url, [field]: read(req, res) });
      res.end("ok");
    },
  });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  servers.push(app.server);
  return { seen, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * A filtered listing's page load reaches Next under its cached page's address, by the app's own
 * rule (lib/catalogue/listing-rewrite.ts, offered at start); a client navigation reaches Next as it
 * was asked, for the proxy's rewrite, which tells Next's router the path its payload was rendered for.
 */
describe("the server and a listing's address", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    servers.splice(0).forEach((server) => server.close());
    delete (globalThis as { [LISTING_DOCUMENT_URL]?: unknown })[LISTING_DOCUMENT_URL];
  });

  const serve = () => serveRecording(servers, "header", (_req, res) => res.getHeader("x-nextjs-rewritten-path"));

  const filtered = `/ar-sa/product-listing-page/gold?${encodeURIComponent("العيار")}=18k&sort=price-asc&page=2&utm_source=mail`;
  const internal = "/ar-sa/product-listing-page/gold/_q/karat%3D18k%26sort%3Dprice-asc%26page%3D2";

  it("hands Next a listing's page load under its cached page's address, other parameters kept", async () => {
    openListingDocumentSlot();
    offerListingDocumentUrl();
    const { seen, base } = await serve();
    await fetch(base + filtered);
    await fetch(base + filtered, { method: "HEAD" });
    await fetch(`${base}/en-sa/product-listing-page/rings?karat=18k`);
    expect(seen).toEqual([
      { method: "GET", url: `${internal}?utm_source=mail`, header: undefined },
      { method: "HEAD", url: `${internal}?utm_source=mail`, header: undefined },
      { method: "GET", url: "/en-sa/product-listing-page/rings/_q/karat%3D18k", header: undefined },
    ]);
  });

  it("leaves client navigations, other methods, other addresses and another country's listing to Next", async () => {
    openListingDocumentSlot();
    offerListingDocumentUrl();
    const { seen, base } = await serve();
    const asked = [
      `${filtered}&_rsc=1a2b`,
      "/en-sa/product-listing-page/rings",
      "/en-sa/product-listing-page/rings?utm_source=mail",
      "/en-ae/product-listing-page/rings?karat=18k",
      "/en-sa/p/ring-sku-1?karat=18k",
      `${internal}?karat=18k`,
    ];
    await fetch(base + asked[0], { headers: { RSC: "1" } });
    for (const url of asked.slice(1)) await fetch(base + url);
    await fetch(base + filtered, { method: "POST", body: "x" });
    expect(seen.map((s) => s.url)).toEqual([...asked, filtered]);
  });

  it("hands Next the address as asked until the app has offered its rule", async () => {
    offerListingDocumentUrl(); // no slot opened: the app leaves things alone
    const { seen, base } = await serve();
    await fetch(base + filtered);
    expect(seen).toEqual([{ method: "GET", url: filtered, header: undefined }]);
  });
});

/**
 * A product page's load at its canonical address reaches Next marked, so the proxy's matcher skips
 * it (proxy.ts); the app's check decides (features/catalogue/product-address.ts, offered at start),
 * and a mark a client sends is never passed on.
 */
describe("the server and a product page's address", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    servers.splice(0).forEach((server) => server.close());
    delete (globalThis as { [PRODUCT_PAGE_CHECK]?: unknown })[PRODUCT_PAGE_CHECK];
  });

  /** The app's check as a stand-in: only `ring-sku-1` is canonical; `boom-*` throws. */
  function offerCheck() {
    openProductPageSlot();
    (globalThis as { [PRODUCT_PAGE_CHECK]?: { rule?: unknown } })[PRODUCT_PAGE_CHECK]!.rule = async (url: string) => {
      if (url.includes("/p/boom-")) throw new Error("check failed");
      return url.split("?")[0] === "/en-sa/p/ring-sku-1";
    };
  }

  const serve = () => serveRecording(servers, "mark", (req) => req.headers[PRODUCT_ADDRESS_HEADER]);

  it("marks the load of a canonical product address, a client navigation and a HEAD too", async () => {
    offerCheck();
    const { seen, base } = await serve();
    await fetch(`${base}/en-sa/p/ring-sku-1?utm_source=mail`);
    await fetch(`${base}/en-sa/p/ring-sku-1`, { method: "HEAD" });
    await fetch(`${base}/en-sa/p/ring-sku-1?_rsc=1a2b`, { headers: { RSC: "1" } });
    expect(seen.map((s) => s.mark)).toEqual(["canonical", "canonical", "canonical"]);
  });

  it("passes other names, failed checks, other methods and other pages on unmarked, whatever the client sent", async () => {
    offerCheck();
    const { seen, base } = await serve();
    const forged = { [PRODUCT_ADDRESS_HEADER]: "canonical" };
    for (const url of ["/en-sa/p/RING-SKU-1", "/en-sa/p/boom-sku-1", "/en-sa/waves", "/en-sa/p/ring-sku-1/reviews"])
      await fetch(base + url, { headers: forged });
    await fetch(`${base}/en-sa/p/ring-sku-1`, { method: "POST", body: "x", headers: forged });
    expect(seen.map((s) => s.mark)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("marks nothing until the app has offered its check", async () => {
    openProductPageSlot();
    const { seen, base } = await serve();
    await fetch(`${base}/en-sa/p/ring-sku-1`, { headers: { [PRODUCT_ADDRESS_HEADER]: "canonical" } });
    expect(seen).toEqual([{ method: "GET", url: "/en-sa/p/ring-sku-1", mark: undefined }]);
  });
});
