import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { hasFilters, listingPath, pageCount, parseListingParams, splitQuerySegment } from "@/lib/catalogue/listing-url";
import { LOCALES, LOCALE_CODES, type Locale } from "@/lib/i18n/locales";
import { localeAlternates } from "@/lib/seo/alternates";
import { priceSegment } from "@/lib/price-range";
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

/** This listing's address in a locale: each country has its own listing id. */
function pathIn(locale: Locale, context: ListingContext): string {
  const listingId = REGIONS[LOCALES[locale].region].listingPageId;
  return `/${locale}${listingPath(
    listingId,
    context.categories.map((c) => c.slug),
    context.priceRange,
  )}`;
}

/**
 * The same listing in each locale that has it: a country whose store lacks one of its categories
 * has no such listing. Page 2 and later are named only in the locales of the same country (its
 * other language has the same pieces, so the same pages); another country's store may have fewer.
 */
async function listingHrefs(
  locale: Locale,
  context: ListingContext,
  page: number,
): Promise<Partial<Record<Locale, string>>> {
  const slugs = context.categories.map((c) => c.slug);
  const candidates = page > 1 ? LOCALE_CODES.filter((l) => LOCALES[l].region === LOCALES[locale].region) : LOCALE_CODES;
  const found = await Promise.all(
    candidates.map(async (l) => {
      const other = await resolveListing(l, REGIONS[LOCALES[l].region].listingPageId, [
        ...slugs,
        ...(context.priceRange ? [priceSegment(context.priceRange)] : []),
      ]).catch(() => null);
      return other ? ([l, `${pathIn(l, other)}${page > 1 ? `?page=${page}` : ""}`] as const) : null;
    }),
  );
  return Object.fromEntries(found.filter((entry) => entry !== null));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, context, state } = await load(props);
  const { t } = await getT(locale);
  const title = listingTitle(t, locale, {
    query: state.query,
    categories: context.categories,
    priceRange: context.priceRange,
  });
  const brand = SUB_BRANDS.main.name[LOCALES[locale].lang];
  const page = state.page > 1 ? `?page=${state.page}` : "";
  // Filtered views and search results are reachable but not indexed; the unfiltered listing
  // (and its pages) is the canonical document.
  const indexable = !state.query && !hasFilters(state.filters) && state.sort === "relevance";
  return {
    title,
    description: t("listing.metaDescription", { title, brand }),
    alternates: localeAlternates(
      await listingHrefs(locale, context, state.page),
      locale,
      `${pathIn(locale, context)}${page}`,
    ),
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
  const title = listingTitle(t, locale, {
    query: state.query,
    categories: context.categories,
    priceRange: context.priceRange,
    brand,
  });
  const rail = (
    <LazyRecommendedRail locale={locale} brand={request.brandGroup.length === 1 ? "missl" : "main"} className="mt-12" />
  );
  return (
    <RouteTranslations locale={locale} route="listing">
      <ListingView context={context} state={state} result={result} title={title} t={t} after={rail} />
    </RouteTranslations>
  );
}
