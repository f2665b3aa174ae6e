import type { ProductSummary } from "@/lib/commerce/types";
import type { SearchProvider, SearchRecord } from "@/lib/search/types";

/** Small stand-ins for the route handlers' unit tests (the engine has its own tests). */

export function record(id: number, name = `Ring ${id}`): SearchRecord {
  return {
    id,
    sku: `SKU${id}`,
    path: `ring-${id}-sku-sku${id}`,
    name,
    brand: "main",
    imageUrl: `/media/jewellery/ring/white/diamond/${id % 4}-0.png`,
    price: 1000 + id,
    salePrice: null,
    basePrice: 1000 + id,
    currency: "SAR",
  };
}

export function summary(id: number): ProductSummary {
  const money = (value: number) => ({ value, currencyCode: "SAR" });
  return {
    id: String(id),
    entityId: id,
    sku: `SKU${id}`,
    path: `ring-${id}-sku-sku${id}`,
    name: `Ring ${id}`,
    brand: { key: "main", name: "Lumina" },
    defaultImage: { url: `/media/jewellery/ring/white/diamond/0-0.png`, altText: `Ring ${id}` },
    images: [],
    prices: { price: money(900 + id), salePrice: money(900 + id), basePrice: money(1000 + id) },
    inventory: { isInStock: true, hasVariantInventory: false, aggregated: { availableToSell: 5, warningLevel: 2 } },
    reviewSummary: { summationOfRatings: 0, numberOfReviews: 0 },
    type: "rings",
    metal: "gold",
    karat: "18k",
    metalColor: "white",
    stone: "diamond",
    collection: null,
    charmFamily: null,
    createdAt: "2026-01-01T00:00:00.000Z",
  };
}

export function fakeSearch(overrides: Partial<SearchProvider> = {}): SearchProvider {
  return {
    region: "sa",
    lang: "en",
    kind: "embedded",
    search: async (request) => ({
      type: request.query ? "SEARCH" : "CATNAV",
      total: 2,
      pageNum: request.pageNum ?? 0,
      rows: request.rows ?? 40,
      records: [record(1), record(2)],
      facets: [{ name: "metal_karat", options: [{ value: "18k", label: "18K", count: 2, selected: false }] }],
    }),
    suggest: async () => ({ autoSuggestions: ["ring", "rings"], products: [record(1)] }),
    recommend: async () => [record(3), record(4)],
    ...overrides,
  };
}
