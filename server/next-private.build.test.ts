import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtRoutes, checkNextPrivate } from "./next-private.mjs";
import { routeLabeler } from "./route-label.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/**
 * Every private detail of Next the production server still leans on (next-private.mjs), checked
 * against the real build in .next: after a Next upgrade this test names at once what changed. It
 * needs a build: the unit run skips it when there is none, and `npm test` runs it again after the
 * end-to-end run's build with NEXT_PRIVATE_CHECKS=require, which makes a missing build a failure.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const built = existsSync(path.join(ROOT, ".next", "BUILD_ID"));
const required = process.env.NEXT_PRIVATE_CHECKS === "require";

describe.runIf(built || required)("Next's private details against the real build", () => {
  it("finds a build", () => {
    expect(built, "no build in .next: run npm run build").toBe(true);
  });

  it("passes every check: standalone config, routes manifest, script tags, a page sent whole", () => {
    expect(checkNextPrivate({ dir: ROOT, rewriteHtml: scriptsAfterPaint })).toEqual({
      standaloneConfig: null,
      routesManifest: null,
      scriptTags: null,
      wholePageEnd: null,
    });
  });

  it("labels the store's routes from the manifest and masks a cart id", () => {
    const label = routeLabeler(builtRoutes(path.join(ROOT, ".next")).routes);
    expect(label("/en-sa/p/ring-sku-1?x=1")).toEqual({ route: "/[locale]/p/[slug]", path: "/en-sa/p/ring-sku-1" });
    expect(label("/en-sa/staff/carts/abc123")).toEqual({
      route: "/[locale]/staff/carts/[cartId]",
      path: "/en-sa/staff/carts/[redacted]",
    });
    expect(label("/api/cart/addProduct").route).toBe("/api/cart/addProduct");
  });
});
