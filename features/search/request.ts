import { BRAND_TABS, brandOfPath } from "@/lib/i18n/brands";
import { splitLocalePath } from "@/lib/i18n/locales";
import type { SearchFilters, SearchRequest } from "@/lib/search/types";
import type { BrandGroup, ParsedSearchBody } from "./schema";

/** The brand keys a search covers: the main brand's four, or Miss L' alone (lib/i18n/brands.ts). */
export function brandGroupOf(brand: BrandGroup): readonly string[] {
  return BRAND_TABS[brand].searchBrands;
}

/** An explicit brand wins; otherwise the page the shopper searched from decides (`/en-sa/miss-l/...`). */
export function resolveBrand(brand: BrandGroup | undefined, path: string | undefined): BrandGroup {
  if (brand) return brand;
  return path ? brandOfPath(splitLocalePath(path.split("?")[0] ?? "").rest) : "main";
}

/**
 * The spec's Search request in our engine's terms. `searchTerm: false` makes the call a category
 * navigation even if a query came along; the category path comes from `formattedCategoryPath`,
 * else from the parent and child category names.
 */
export function toSearchRequest(body: ParsedSearchBody): SearchRequest {
  const query = body.searchTerm === false ? undefined : body.query || undefined;
  const categoryPath =
    body.formattedCategoryPath ?? [body.parentCategoryName, body.childCategoryName].filter((s): s is string => !!s);
  const filters: SearchFilters = {};
  for (const [name, values] of Object.entries(body.facets ?? {})) {
    if (values?.length) Object.assign(filters, { [name]: values });
  }
  return {
    query,
    brandGroup: brandGroupOf(resolveBrand(body.brand, body.path)),
    categoryPath: categoryPath.length ? categoryPath : undefined,
    priceRange: body.priceRange ?? null,
    filters,
    sort: body.sorting,
    pageNum: body.pageNum,
    rows: body.rows,
  };
}
