import { splitLocalePath } from "@/lib/i18n/locales";
import { LISTING_PAGE_IDS } from "@/lib/i18n/regions";
import { FILTER_PARAMS, PAGE_PARAMS, QUERY_PARAMS, QUERY_SEGMENT_MARKER, SORT_PARAMS, queryRewritePath } from "./listing-url";

/**
 * Where the app registers `rewriteListingUrl` for the production server (instrumentation-node.ts),
 * which rewrites before Next sees the request (server/app-server.mjs, same symbol).
 */
export const LISTING_REWRITE = Symbol.for("lumina.listingRewrite");

/**
 * The internal path of a listing whose query carries state (a filter, the sort, the page, a search
 * term): `/ar-sa/product-listing-page/gold?karat=18k` is the cached page
 * `/ar-sa/product-listing-page/gold/_q/karat%3D18k`, keyed by path (ADR 0009). Null for anything
 * else: not a listing under a lower-case locale, already internal, or nothing but utm_* or Next's
 * _rsc in the query.
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
  const { locale } = splitLocalePath(pathname);
  return Boolean(locale) && segments[1] === locale && LISTING_PAGE_IDS.includes(segments[2] ?? "") && !segments.includes(QUERY_SEGMENT_MARKER);
}

/** Every query parameter that carries a listing's state, under its English and Arabic names. */
export const LISTING_STATE_PARAMS: ReadonlySet<string> = new Set([...FILTER_PARAMS.flatMap((param) => param.names), ...PAGE_PARAMS, ...SORT_PARAMS, ...QUERY_PARAMS]);

/**
 * The same for a request's URL as the production server sees it (path and query): the internal
 * path with the other parameters (utm_*, Next's _rsc) as its query, or null. The state parameters
 * leave the query once they are in the path, so Next does not run its proxy on the internal address
 * (the proxy's matcher takes listings whose query carries state; the page reads only its path).
 */
export function rewriteListingUrl(url: string): string | null {
  const at = url.indexOf("?");
  // The path first: the server asks this of every request with a query (pictures, Next's own).
  if (at < 0 || !isPublicListingPath(url.slice(0, at))) return null;
  const params = new URLSearchParams(url.slice(at + 1));
  const internal = queryRewritePath(url.slice(0, at), params);
  if (internal === null) return null;
  for (const name of LISTING_STATE_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${internal}?${rest}` : internal;
}
