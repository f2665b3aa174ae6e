import { splitLocalePath } from "@/lib/i18n/locales";
import { isUnknownAddress } from "@/lib/i18n/page-addresses";
import { LISTING_PAGE_IDS } from "@/lib/i18n/regions";
import {
  FILTER_PARAMS,
  PAGE_PARAMS,
  QUERY_PARAMS,
  QUERY_SEGMENT_MARKER,
  SORT_PARAMS,
  queryRewritePath,
} from "./listing-url";

/**
 * The internal path of a listing whose query carries state (a filter, the sort, the page, a search
 * term): `/ar-sa/product-listing-page/gold?karat=18k` is the cached page
 * `/ar-sa/product-listing-page/gold/_q/karat%3D18k`, keyed by path (ADR 0009). Null for anything
 * else: not a listing under a lower-case locale (or another country's listing id, which is a 404),
 * already internal, or nothing but utm_* or Next's _rsc in the query. This is the rule's one
 * implementation: the proxy (proxy.ts) applies it to every request under `next dev` and to client
 * navigations in production, and the production server to page loads (listingDocumentUrl below).
 */
export function listingRewritePath(pathname: string, params: URLSearchParams): string | null {
  return isPublicListingPath(pathname) ? queryRewritePath(pathname, params) : null;
}

/**
 * A listing under a lower-case locale, not already internal: asked for directly, an internal address
 * shows the same view (its canonical link names the public address); it is never rewritten twice.
 */
function isPublicListingPath(pathname: string): boolean {
  const segments = pathname.split("/");
  const { locale, rest } = splitLocalePath(pathname);
  return (
    locale !== null &&
    segments[1] === locale &&
    LISTING_PAGE_IDS.includes(segments[2] ?? "") &&
    !isUnknownAddress(locale, rest) &&
    !segments.includes(QUERY_SEGMENT_MARKER)
  );
}

/**
 * The address a listing's page load (a document request, not a client navigation) is answered
 * from: its cached page's internal path, with the query's other parameters (utm_*, a promo code)
 * kept, or null when the address is not rewritten. The production server applies it before Next
 * sees the request (server/listing-documents.mjs), through Next's public custom-server contract (a
 * request handed over under an adjusted URL), so a page load of a filtered listing skips the proxy:
 * a proxied request cost a quarter of the cached page's throughput (the filtered Arabic listing
 * served 0.47x the trivial route through the proxy, ~0.6x straight; ADR 0042). The page is the same
 * one the proxy's rewrite reaches. A client navigation still goes through the proxy, whose rewrite
 * tells Next's router the path its payload was rendered for.
 */
export function listingDocumentUrl(url: string): string | null {
  if (!url.includes("?")) return null;
  const parsed = new URL(url, "http://localhost");
  const internal = listingRewritePath(parsed.pathname, parsed.searchParams);
  if (!internal) return null;
  // The other parameters copied in one pass: each `delete` on a URL's searchParams writes the whole
  // URL again, and deleting every state name cost ~25 µs of a page load, 5x the rule itself.
  const rest = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) if (!LISTING_STATE_PARAMS.has(name)) rest.append(name, value);
  const query = rest.toString();
  return query ? `${internal}?${query}` : internal;
}

/** Every query parameter that carries a listing's state, under its English and Arabic names. */
export const LISTING_STATE_PARAMS: ReadonlySet<string> = new Set([
  ...FILTER_PARAMS.flatMap((param) => param.names),
  ...PAGE_PARAMS,
  ...SORT_PARAMS,
  ...QUERY_PARAMS,
]);
