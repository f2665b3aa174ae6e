import { splitLocalePath } from "@/lib/i18n/locales";
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
 * else: not a listing under a lower-case locale, already internal, or nothing but utm_* or Next's
 * _rsc in the query. The one place of the rewrite is the proxy (proxy.ts), under `next dev` and in
 * production alike.
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
  return (
    Boolean(locale) &&
    segments[1] === locale &&
    LISTING_PAGE_IDS.includes(segments[2] ?? "") &&
    !segments.includes(QUERY_SEGMENT_MARKER)
  );
}

/** Every query parameter that carries a listing's state, under its English and Arabic names. */
export const LISTING_STATE_PARAMS: ReadonlySet<string> = new Set([
  ...FILTER_PARAMS.flatMap((param) => param.names),
  ...PAGE_PARAMS,
  ...SORT_PARAMS,
  ...QUERY_PARAMS,
]);
