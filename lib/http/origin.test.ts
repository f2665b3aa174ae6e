import { describe, expect, it } from "vitest";
import { refuseCrossSite } from "./origin";

const post = (headers: Record<string, string>) =>
  new Request("http://shop.test/api/cart/addProduct", { method: "POST", headers: { host: "shop.test", ...headers } });

describe("refuseCrossSite", () => {
  it("lets our own pages and non-browser clients through", () => {
    expect(refuseCrossSite(post({ origin: "http://shop.test" }))).toBeNull();
    expect(refuseCrossSite(post({}))).toBeNull();
    expect(refuseCrossSite(post({ "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(
      refuseCrossSite(new Request("http://shop.test/api/x", { headers: { origin: "http://evil.test" } })),
    ).toBeNull();
  });

  it("refuses another site's page with 403", async () => {
    for (const headers of [
      { origin: "http://evil.test" } as Record<string, string>,
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "http://shop.test.evil.test" },
    ]) {
      const refused = refuseCrossSite(post(headers));
      expect(refused?.status).toBe(403);
      expect(await refused!.json()).toMatchObject({ hasError: true, code: "crossSite" });
    }
  });
});
