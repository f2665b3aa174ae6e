import { z } from "zod";
import type { ProductSummary } from "@/lib/commerce/types";
import { SUGGESTIONS_LIMIT } from "@/lib/constants";
import { idNumber } from "@/lib/http/fields";
import { LOCALE_CODES, type Locale } from "@/lib/i18n/locales";
import { parsePriceSegment, type PriceRange } from "@/lib/price-range";
import { FACET_NAMES, SORT_KEYS, type Facet, type SearchRecord, type SearchResult } from "@/lib/search/types";

/**
 * Contracts of /api/search, /api/search/suggestions and /api/search/recommendations,
 * shared by the route handlers and the client fetchers (which import types only,
 * so zod stays out of the browser bundle).
 */

export const QUERY_MAX_LENGTH = 100;
export const RECOMMENDATION_IDS_MAX = 20;
/** The drawer shows six; the listing rail may ask for up to the suggestions limit. */
export const RECOMMENDATIONS_DEFAULT_LIMIT = 6;
export const BRAND_GROUPS = ["main", "missl"] as const;
export type BrandGroup = (typeof BRAND_GROUPS)[number];

const locale = z.enum(LOCALE_CODES as [Locale, ...Locale[]], { error: `must be one of ${LOCALE_CODES.join(", ")}` });
const brand = z.enum(BRAND_GROUPS, { error: `must be one of ${BRAND_GROUPS.join(", ")}` });
const query = z
  .string()
  .trim()
  .max(QUERY_MAX_LENGTH, { error: `must be at most ${QUERY_MAX_LENGTH} characters` });

/** Category, type, karat... values are slugs (`18k`, `yellow-white`, `rings`), as listing addresses take them. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]{0,99}$/u, { error: "must be a slug of letters, digits, dashes and underscores" });

const priceSegment = z.string().transform((value, ctx): PriceRange => {
  const range = parsePriceSegment(value.trim());
  if (!range) {
    ctx.addIssue({
      code: "custom",
      message: `"${value.slice(0, 40)}" is not a price segment (under-N, N-M or N-above)`,
    });
    return z.NEVER;
  }
  return range;
});

const facetShape = Object.fromEntries(
  FACET_NAMES.filter((name) => name !== "price").map((name) => [name, z.array(slug).max(500).optional()]),
) as Record<Exclude<(typeof FACET_NAMES)[number], "price">, z.ZodOptional<z.ZodArray<typeof slug>>>;

const facets = z.strictObject(
  { ...facetShape, price: z.array(priceSegment).max(20).optional() },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown facet(s) ${issue.keys.join(", ")}; known: ${FACET_NAMES.join(", ")}`
        : undefined,
  },
);

/** `diamond/rings` or `["diamond", "rings"]`: the listing's category path. */
const categoryPath = z
  .union([z.string().max(300), z.array(z.string().max(100)).max(10)])
  .transform((value) => (Array.isArray(value) ? value : value.split("/")).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(slug).max(10));

/** A search request: term, brand group, category path, price, filters, sort and page. */
export const searchBodySchema = z
  .strictObject({
    searchTerm: z.boolean().optional(),
    query: query.optional(),
    sorting: z.enum(SORT_KEYS, { error: `must be one of ${SORT_KEYS.join(", ")}` }).optional(),
    pageNum: z.int().min(0).max(10_000).default(0),
    rows: z.int().min(1).max(250).default(40),
    facets: facets.optional(),
    locale: locale.default("en-sa"),
    childCategoryName: slug.optional(),
    parentCategoryName: slug.optional(),
    priceRange: priceSegment.optional(),
    formattedCategoryPath: categoryPath.optional(),
    brand: brand.optional(),
    path: z.string().max(300).optional(),
  })
  .refine((body) => body.searchTerm !== true || !!body.query, {
    error: "query is required when searchTerm is true",
    path: ["query"],
  });
export type SearchBody = z.input<typeof searchBodySchema>;
export type ParsedSearchBody = z.output<typeof searchBodySchema>;

/** Query string of GET /api/search/suggestions. */
export const suggestionsParamsSchema = z.strictObject({
  q: query.default(""),
  locale: locale.default("en-sa"),
  brand: brand.default("main"),
});
export type SuggestionsParams = z.input<typeof suggestionsParamsSchema>;

export const recommendationsBodySchema = z.strictObject({
  ids: z
    .array(idNumber("a product id"))
    .max(RECOMMENDATION_IDS_MAX, { error: `ids holds at most ${RECOMMENDATION_IDS_MAX} product ids` }),
  locale,
  brand: brand.default("main"),
  limit: z.int().min(1).max(SUGGESTIONS_LIMIT).default(RECOMMENDATIONS_DEFAULT_LIMIT),
});
export type RecommendationsBody = z.input<typeof recommendationsBodySchema>;

export type SearchResponse = Pick<SearchResult, "type" | "total" | "pageNum" | "rows"> & {
  products: ProductSummary[];
  facets: Facet[];
};
export type SuggestionsResponse = { autoSuggestions: string[]; products: SearchRecord[] };
export type RecommendationsResponse = { products: ProductSummary[] };

/** One readable line out of zod's issues: `rows: Too big...; facets: unknown facet(s) colour`. */
export { describeIssues } from "@/lib/http/respond";
