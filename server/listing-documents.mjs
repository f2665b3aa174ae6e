// A filtered listing's page load goes straight to its cached page.
//
// A listing's filters, sort, page and search term travel in its query string, and its cached (ISR)
// page is keyed by path, so the app's proxy (proxy.ts) rewrites the query into one internal path
// segment. Next runs a proxy as a second pass through its whole request handler, which cost the
// filtered Arabic listing about a quarter of its throughput (0.47x /robots.txt through the proxy,
// ~0.6x at its internal address; ADR 0042). So for a page load this server hands Next the request
// under the internal address already, through Next's public custom-server contract (a request handed
// over with an adjusted URL; `next` documents it for custom servers), and the proxy does not run.
//
// The rule is the app's own compiled function (lib/catalogue/listing-rewrite.ts
// `listingDocumentUrl`), offered at start through a shared slot (shared-with-app.mjs): one
// implementation, which the proxy also applies under `next dev` and to client navigations. The
// server opens the slot at start (main.mjs), before Next prepares the app. A client
// navigation (an `rsc` request) is left to the proxy: Next's own rewrite tells its client router
// the path the payload was rendered for. Before the app has offered the rule (or under a stand-in
// app) nothing changes: the proxy rewrites every request, as under `next dev`.
import { listingDocumentUrl } from "./shared-with-app.mjs";

export { openListingDocumentSlot } from "./shared-with-app.mjs";

/**
 * Moves `req.url` of a listing's page load (GET or HEAD, not a client navigation) to its cached
 * page's address; returns whether it did.
 */
export function routeListingDocument(req, rule = listingDocumentUrl()) {
  if (typeof rule !== "function" || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (req.headers.rsc !== undefined || !req.url?.includes("?")) return false;
  const url = rule(req.url);
  if (!url) return false;
  req.url = url;
  return true;
}
