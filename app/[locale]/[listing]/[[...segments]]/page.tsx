import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { hasFilters, listingPath, pageCount, parseListingParams, splitQuerySegment } from "@/lib/catalogue/listing-url";
import { LOCALES, LOCALE_CODES, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { SUB_BRANDS } from "@/lib/i18n/brands";
import { listingRequest, resolveListing, type ListingContext } from "@/features/catalogue/listing/listing-data";
import { listingTitle } from "@/features/catalogue/listing/listing-title";
import { ListingView } from "@/features/catalogue/listing/listing-view";
import { searchListing } from "@/features/search/server";
import { LazyRecommendedRail } from "@/features/search/components/lazy-recommended-rail";
import { parseLocaleParam } from "../../locale-param";

/**
 * Listings are shopper-independent: each address renders once and then stays in Next's cache
 * for 5 minutes (or until the catalogue tag is revalidated). Filters, sort and page reach the
 * page as a path segment the proxy writes from the query string (ADR 0009), never through
 * `searchParams`, which would make every request render.
 */
export const revalidate = 300;

export function generateStaticParams(): { listing: string; segments: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; listing: string; segments?: string[] }> };

async function load(props: Props) {
  const locale = await parseLocaleParam(props.params);
  const { listing, segments: raw = [] } = await props.params;
  const { segments, params } = splitQuerySegment(raw);
  const context = await resolveListing(locale, listing, segments);
  if (!context) notFound();
  return { locale, context, state: parseListingParams(params) };
}

/** The same listing in another locale: each country has its own listing id (spec section 2). */
function pathIn(locale: Locale, context: ListingContext): string {
  const listingId = REGIONS[LOCALES[locale].region].listingPageId;
  return `/${locale}${listingPath(listingId, context.categories.map((c) => c.slug), context.priceRange)}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, context, state } = await load(props);
  const { t } = await getT(locale);
  const title = listingTitle(t, locale, { query: state.query, categories: context.categories, priceRange: context.priceRange });
  const brand = SUB_BRANDS.main.name[LOCALES[locale].lang];
  const page = state.page > 1 ? `?page=${state.page}` : "";
  // Filtered views and search results are reachable but not indexed; the unfiltered listing
  // (and its pages) is the canonical document.
  const indexable = !state.query && !hasFilters(state.filters) && state.sort === "relevance";
  return {
    title,
    description: t("listing.metaDescription", { title, brand }),
    alternates: {
      canonical: `${pathIn(locale, context)}${page}`,
      languages: {
        ...Object.fromEntries(LOCALE_CODES.map((l) => [LOCALES[l].bcp47, `${pathIn(l, context)}${page}`])),
        "x-default": `${pathIn(DEFAULT_LOCALE, context)}${page}`,
      },
    },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

export default async function ListingPage(props: Props) {
  const { locale, context, state } = await load(props);
  const { t } = await getT(locale);
  const request = listingRequest(context, state);
  const result = await searchListing(locale, request);
  // A page past the last is not a view of this listing (and must not become a cache entry).
  if (state.page > 1 && state.page > pageCount(result.total, result.rows)) notFound();
  const brandFacet = result.facets.find((f) => f.name === "brand");
  const brand = state.filters.brand?.length === 1 ? brandFacet?.options.find((o) => o.selected)?.label : undefined;
  const title = listingTitle(t, locale, { query: state.query, categories: context.categories, priceRange: context.priceRange, brand });
  const rail = <LazyRecommendedRail locale={locale} brand={request.brandGroup.length === 1 ? "missl" : "main"} className="mt-12" />;
  return (
    <RouteTranslations locale={locale} route="listing">
      <ListingView context={context} state={state} result={result} title={title} t={t} after={rail} />
    </RouteTranslations>
  );
}
