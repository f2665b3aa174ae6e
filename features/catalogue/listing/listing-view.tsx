import Link from "next/link";
import type { TFunction } from "i18next";
import type { Locale } from "@/lib/i18n/locales";
import { hasFilters, listingPath, listingQueryString, pageCount, toggleFilter, type ListingState } from "@/lib/catalogue/listing-url";
import { SORT_KEYS, type Facet } from "@/lib/search/types";
import { ProductCard } from "@/features/catalogue/components/product-card";
import type { ListingResult } from "@/features/search/server";
import type { ListingContext } from "./listing-data";
import { FacetList } from "./facet-list";
import { FiltersPanel } from "./filters-panel";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";
import { QuickFilters } from "./quick-filters";
import { ActiveFilters } from "./active-filters";
import { EmptyListing } from "./empty-listing";

type Props = { context: ListingContext; state: ListingState; result: ListingResult; title: string; t: TFunction };

/** A listing or search results page: title, quick filters, facets, sort, grid, pages. */
export function ListingView({ context, state, result, title, t }: Props) {
  const { locale } = context;
  const base = `/${locale}${listingPath(context.listingId, context.categories.map((c) => c.slug), context.priceRange)}`;
  const href = (next: ListingState) => `${base}${listingQueryString(next)}`;
  const hrefForFacet = (facet: Facet["name"], value: string) => href(toggleFilter(state, facet, value));
  const selected = result.facets.flatMap((f) => f.options.filter((o) => o.selected).map((o) => ({ facet: f.name, ...o })));
  const last = pageCount(result.total, result.rows);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs locale={locale} listingId={context.listingId} context={context} title={title} t={t} />
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-wide sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted" aria-live="polite">
          {t("listing.count", { count: result.total })}
        </p>
      </div>
      <QuickFilters locale={locale} listingId={context.listingId} t={t} />
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <div className="lg:order-none">
          <FiltersPanel selectedCount={selected.length} total={result.total}>
            <FacetList facets={result.facets} hrefFor={hrefForFacet} t={t} />
          </FiltersPanel>
        </div>
        <section aria-label={t("listing.results")} className="mt-4 lg:mt-0">
          <div className="flex flex-wrap items-center justify-end gap-3">
            <SortSelect current={state.sort} options={SORT_KEYS.map((key) => ({ key, href: href({ ...state, sort: key, page: 1 }) }))} />
          </div>
          {selected.length > 0 && (
            <ActiveFilters selected={selected} hrefFor={hrefForFacet} clearHref={href({ ...state, filters: {}, page: 1 })} t={t} />
          )}
          {result.products.length === 0 ? (
            <EmptyListing
              locale={locale}
              query={state.query}
              clearHref={hasFilters(state.filters) || context.priceRange ? `/${locale}/${context.listingId}${listingQueryString({ query: state.query })}` : null}
              t={t}
            />
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
              {result.products.map((product) => (
                <li key={product.entityId}>
                  <ProductCard product={product} locale={locale} t={t} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={state.page} last={last} hrefFor={(page) => href({ ...state, page })} t={t} />
        </section>
      </div>
    </div>
  );
}

function Breadcrumbs({ locale, listingId, context, title, t }: { locale: Locale; listingId: string; context: ListingContext; title: string; t: TFunction }) {
  const trail = context.categories.slice(0, -1).map((c, i) => ({
    name: c.name,
    href: `/${locale}/${listingId}/${context.categories
      .slice(0, i + 1)
      .map((x) => x.slug)
      .join("/")}`,
  }));
  return (
    <nav aria-label={t("a11y.breadcrumbs")} className="text-xs text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href={`/${locale}`} className="hover:underline">
            {t("a11y.home")}
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <span aria-hidden>/</span>
            <Link href={crumb.href} className="hover:underline">
              {crumb.name}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden>/</span>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
