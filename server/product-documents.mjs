// A product page's load at its canonical address skips the proxy.
//
// The proxy (proxy.ts) checks every product page's address against the store: a wrong name or an
// upper-case SKU gets a 308 to the canonical address, a product the store lacks the locale's 404.
// Next runs a proxy as a second pass through its whole request handler, which cost a cached product
// page about a third of its throughput (ADR 0042 measured the same pass on listings). Nearly every
// load names its product's canonical address, so this server asks the app's own check first
// (features/catalogue/product-address.ts `goesStraightToProductPage`, offered at start through a
// shared slot, as the listing rule is) and marks such a request with a header that the proxy's
// matcher names as `missing`: Next then skips the proxy, through its public matcher conditions.
// Everything else (a redirect, a 404, an address the check does not know) still meets the proxy.
// A client cannot send the mark: it is removed from every request before the check.
import { productPageCheck } from "./shared-with-app.mjs";

export { openProductPageSlot } from "./shared-with-app.mjs";

/** The request header the proxy's matcher skips product pages on (proxy.ts spells it out). */
export const PRODUCT_ADDRESS_HEADER = "x-lumina-product-address";
const PRODUCT_PAGE = /^\/[a-z]{2}-[a-z]{2}\/p\/[^/?]+(?:\?|$)/;

/**
 * Drops any mark the client sent, then marks a product page's load (GET or HEAD) whose address is
 * canonical, or could not be checked; resolves to whether it did. Synchronous (undefined) for every
 * other request.
 */
export function markProductPage(req, rule = productPageCheck()) {
  if (req.headers[PRODUCT_ADDRESS_HEADER] !== undefined) delete req.headers[PRODUCT_ADDRESS_HEADER];
  if (typeof rule !== "function" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  if (!req.url || !PRODUCT_PAGE.test(req.url)) return undefined;
  return rule(req.url).then(
    (straight) => {
      if (straight === true) req.headers[PRODUCT_ADDRESS_HEADER] = "canonical";
      return straight === true;
    },
    // The check reports its own failures; the proxy then checks as it would have.
    () => false,
  );
}
