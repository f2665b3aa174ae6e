import "server-only";
import { REGIONS } from "@/lib/i18n/regions";
import { withLastGood } from "@/lib/http/upstream";
import type { CatalogueReads } from "../interface";
import { productPath } from "../product-path";
import type { ProductSummary } from "../types";
import type { BigCommerceClients } from "./clients";
import {
  GRAPHQL_PAGE_MAX,
  PRODUCTS_BY_IDS_PAGE,
  PRODUCT_BY_SKU,
  PRODUCT_PATH_BY_SKU,
  PRODUCT_PATHS_PAGE,
  PRODUCTS_BY_IDS,
  PRODUCTS_PAGE,
  type BcProductCard,
  type BcProductPath,
  type PagedConnection,
  type ProductBySkuResult,
  type ProductBySkuVariables,
  type ProductPathBySkuResult,
  type ProductsByIdsResult,
  type ProductsByIdsVariables,
} from "./catalogue-documents";
import { categoriesOf, lastSegment, mapProduct, mapSummary } from "./catalogue-map";
import { queryProducts } from "./catalogue-query";
import { storeLocationsOf } from "./store-locations";
import { createStoreStockReads } from "./store-stock";

/** How long the whole catalogue (content rails, categories) is reused before it is read again. */
export const CATALOGUE_TTL_MS = 5 * 60_000;
/** Variants read with a product; a ring in every size stays well under it. */
const VARIANTS_MAX = GRAPHQL_PAGE_MAX;
/** Pages of the whole catalogue read at most (50 each): a guard against a cursor that never ends. */
const MAX_PAGES = 400;

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * A country's catalogue over the Storefront GraphQL API (ADR 0021): prices in the country's
 * currency, stock from `inventory.aggregated`, images at 1280 px (`imageAtWidth` for the others).
 * Every read keeps a last good copy: an outage serves it, or throws `UpstreamError` (never a 404).
 */
export function createBigCommerceCatalogue(clients: BigCommerceClients): CatalogueReads {
  const { graphql, region } = clients;
  const currencyCode = REGIONS[region].currency;
  const key = (...parts: (string | number)[]) => `bigcommerce:${region}:${parts.join(":")}`;
  let whole: { at: number; cards: Promise<BcProductCard[]> } | null = null;
  const storeStock = createStoreStockReads(clients);

  /** Every product node of a paged `site.products` document, page after page. */
  async function everyNode<T>(document: string, variables: Record<string, unknown>): Promise<T[]> {
    const found: T[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const data: { site: { products: PagedConnection<T> } } = await graphql(document, {
        ...variables,
        first: GRAPHQL_PAGE_MAX,
        after,
      });
      const { edges, pageInfo } = data.site.products;
      found.push(...(edges ?? []).map((e) => e.node));
      if (!pageInfo.hasNextPage || !pageInfo.endCursor) break;
      after = pageInfo.endCursor;
    }
    return found;
  }

  /** The whole catalogue, shared by concurrent callers and reused for CATALOGUE_TTL_MS. */
  function allCards(): Promise<BcProductCard[]> {
    if (!whole || Date.now() - whole.at > CATALOGUE_TTL_MS) {
      const cards = withLastGood(key("catalogue", currencyCode), () =>
        everyNode<BcProductCard>(PRODUCTS_PAGE, { currencyCode }),
      );
      whole = { at: Date.now(), cards };
      cards.catch(() => (whole = null));
    }
    return whole.cards;
  }

  return {
    // Each boutique's own stock, from the Inventory API at its location (store-stock.ts).
    getStoreStock: storeStock.getStoreStock,
    async getProductBySku(sku, lang) {
      const wanted = sku.trim().toUpperCase();
      if (!wanted) return null;
      const data = await withLastGood(key("sku", wanted, currencyCode), () =>
        graphql<ProductBySkuResult, ProductBySkuVariables>(PRODUCT_BY_SKU, {
          sku: wanted,
          currencyCode,
          variants: VARIANTS_MAX,
        }),
      );
      const product = data.site.product;
      // The API also finds a product by one of its variants' skus; a product page is its own sku's.
      if (!product || product.sku.toUpperCase() !== wanted) return null;
      return mapProduct(product, lang);
    },

    async getProductPath(sku) {
      const wanted = sku.trim().toUpperCase();
      if (!wanted) return null;
      const data = await withLastGood(key("path", wanted), () =>
        graphql<ProductPathBySkuResult, { sku: string }>(PRODUCT_PATH_BY_SKU, { sku: wanted }),
      );
      const product = data.site.product;
      if (!product || product.sku.toUpperCase() !== wanted) return null;
      return productPath(lastSegment(product.path), product.sku);
    },

    async getProductsByIds(ids, lang) {
      const unique = [...new Set(ids)];
      const pages = await Promise.all(
        chunks(unique, PRODUCTS_BY_IDS_PAGE).map((batch) =>
          withLastGood(key("ids", batch.join(","), currencyCode), () =>
            graphql<ProductsByIdsResult, ProductsByIdsVariables>(PRODUCTS_BY_IDS, {
              entityIds: batch,
              first: batch.length,
              currencyCode,
            }),
          ),
        ),
      );
      const byId = new Map<number, ProductSummary>();
      for (const page of pages) {
        for (const { node } of page.site.products.edges ?? []) {
          const summary = mapSummary(node, lang);
          if (summary) byId.set(summary.entityId, summary);
        }
      }
      // The API answers in the store's order; callers get theirs.
      return ids.map((id) => byId.get(id)).filter((p): p is ProductSummary => p !== undefined);
    },

    async listProducts(query, lang) {
      const cards = await allCards();
      const items = cards.flatMap((card) => {
        const summary = mapSummary(card, lang);
        return summary
          ? [{ summary, categories: (card.categories.edges ?? []).map((e) => lastSegment(e.node.path)) }]
          : [];
      });
      return queryProducts(items, query);
    },

    async getCategories() {
      return categoriesOf(await allCards());
    },

    async listProductPaths() {
      const nodes = await withLastGood(key("paths"), () => everyNode<BcProductPath>(PRODUCT_PATHS_PAGE, {}));
      // The Storefront API's createdAt is an alpha field: the date is the store's `created_at` custom field, if any.
      return nodes.map((node) => ({
        path: productPath(lastSegment(node.path), node.sku),
        createdAt: node.customFields.edges?.[0]?.node.value ?? "",
      }));
    },

    async getStoreLocations(lang) {
      return storeLocationsOf(region, lang);
    },
  };
}
