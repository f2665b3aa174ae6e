import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import type { TFunction } from "i18next";
import {
  hasFilters,
  listingPath,
  listingQueryString,
  pageCount,
  toggleFilter,
  type ListingState,
} from "@/lib/catalogue/listing-url";
import { SORT_KEYS, type Facet, type SearchResult } from "@/lib/search/types";
import { ProductCard } from "@/features/catalogue/components/product-card";
import type { ListingContext } from "./listing-data";
import { FacetList } from "./facet-list";
import { FiltersButton, FiltersPanel } from "./filters-panel";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";
import { QuickFilters } from "./quick-filters";
import { ActiveFilters } from "./active-filters";
import { EmptyListing } from "./empty-listing";
import type { ProductSummary } from "@/lib/commerce/types";

type Props = {
  context: ListingContext;
  state: ListingState;
  /** The search's answer with its products read from the store (search's `searchListing`). */
  result: SearchResult & { products: ProductSummary[] };
  title: string;
  t: TFunction;
  /** Below the pages: the recommended rail, which the page brings from search (a listing does not import search). */
  after?: ReactNode;
};

/** A listing or search results page: title, quick filters, facets, sort, grid, pages. */
export function ListingView({ context, state, result, title, t, after }: Props) {
  const { locale } = context;
  const base = `/${locale}${listingPath(
    context.listingId,
    context.categories.map((c) => c.slug),
    context.priceRange,
  )}`;
  const href = (next: ListingState) => `${base}${listingQueryString(next)}`;
  const hrefForFacet = (facet: Facet["name"], value: string) => href(toggleFilter(state, facet, value));
  const selected = result.facets.flatMap((f) =>
    f.options.filter((o) => o.selected).map((o) => ({ facet: f.name, ...o })),
  );
  const last = pageCount(result.total, result.rows);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Breadcrumbs items={listingCrumbs(context, base, title, t)} label={t("breadcrumbs.label")} />
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-wide sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted" aria-live="polite">
          {t("listing.count", { count: result.total })}
        </p>
      </div>
      <QuickFilters locale={locale} listingId={context.listingId} t={t} />
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <div>
          <FiltersPanel total={result.total}>
            <FacetList facets={result.facets} hrefFor={hrefForFacet} t={t} />
          </FiltersPanel>
        </div>
        <section aria-labelledby="listing-results">
          {/* The cards' names are h3: this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 id="listing-results" className="sr-only">
            {t("listing.results")}
          </h2>
          <div className="flex items-center justify-between gap-3 lg:justify-end">
            <FiltersButton selectedCount={selected.length} />
            <SortSelect
              current={state.sort}
              options={SORT_KEYS.map((key) => ({ key, href: href({ ...state, sort: key, page: 1 }) }))}
            />
          </div>
          {selected.length > 0 && (
            <ActiveFilters
              selected={selected}
              hrefFor={hrefForFacet}
              clearHref={href({ ...state, filters: {}, page: 1 })}
              t={t}
            />
          )}
          {result.products.length === 0 ? (
            <EmptyListing locale={locale} query={state.query} clearHref={clearHref(context, state, href)} t={t} />
          ) : (
            <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4">
              {/* No Suspense boundary per row of cards: the server render streamed such rows out of order
                  when their part of the RSC payload came late (the first render after a start), so the
                  cached page carried them in hidden divs that React reveals in throttled batches after
                  the load. Until then the grid was empty: the first picture, the largest paint, was drawn
                  ~350 ms late and the recommended rail's anchor sat in view and loaded its code. */}
              {result.products.map((product, i) => (
                <li key={product.entityId} className={i < 4 ? undefined : "card-when-visible"}>
                  {/* Two columns on phones, four on wide screens: the first two pictures are the phone's largest
                      paint and load at high priority; the rest lazily, so nothing else competes with them. */}
                  <ProductCard product={product} locale={locale} t={t} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={state.page} last={last} hrefFor={(page) => href({ ...state, page })} t={t} />
          {after}
        </section>
      </div>
    </div>
  );
}

/** Home, the parent categories of the path, then this listing. */
function listingCrumbs(context: ListingContext, here: string, title: string, t: TFunction): Crumb[] {
  const parents = context.categories.slice(0, -1).map((c, i) => ({
    name: c.name,
    href: `/${context.locale}${listingPath(
      context.listingId,
      context.categories.slice(0, i + 1).map((x) => x.slug),
      null,
    )}`,
  }));
  return [{ name: t("breadcrumbs.home"), href: `/${context.locale}` }, ...parents, { name: title, href: here }];
}

/** Where "clear filters" goes from an empty result: without the filters, else without the price segment. */
function clearHref(context: ListingContext, state: ListingState, href: (s: ListingState) => string): string | null {
  if (hasFilters(state.filters)) return href({ ...state, filters: {}, page: 1 });
  if (!context.priceRange) return null;
  const path = listingPath(
    context.listingId,
    context.categories.map((c) => c.slug),
    null,
  );
  return `/${context.locale}${path}${listingQueryString({ query: state.query, sort: state.sort })}`;
}
