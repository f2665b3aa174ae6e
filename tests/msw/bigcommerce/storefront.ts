import { graphql, type ExecutionResult } from "graphql";
import { storefrontSchema } from "../../contracts/bigcommerce/validate";
import { imageTemplate, type FixtureProduct, type FixtureVariant } from "./catalogue";
import type { FakeBigCommerceStore } from "./store";

/**
 * The Storefront GraphQL API of a fake store: the document runs through graphql-js against the
 * committed schema snapshot, with resolvers over the store's catalogue. Execution itself enforces
 * the schema on the answer (types, enums, non-null fields), so an answer is schema-valid by
 * construction; a field the fixture cannot give comes back as an execution error, which the msw
 * handler reports as the fake's own contract violation.
 */

type Args = Record<string, unknown>;
type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

const b64 = (s: string) => Buffer.from(s).toString("base64");
const cursorOf = (i: number) => b64(`arrayconnection:${i}`);
const indexOf = (cursor: string) => Number(Buffer.from(cursor, "base64").toString().split(":")[1]);

/** A Relay connection over `nodes` (`first`/`after`, `last`/`before`), as BigCommerce pages every list. */
export function connection<T>(nodes: T[], args: PageArgs = {}) {
  let start = args.after ? indexOf(args.after) + 1 : 0;
  let end = args.before ? indexOf(args.before) : nodes.length;
  if (typeof args.first === "number") end = Math.min(end, start + args.first);
  if (typeof args.last === "number") start = Math.max(start, end - args.last);
  const edges = nodes.slice(start, end).map((node, i) => ({ node, cursor: cursorOf(start + i) }));
  return {
    pageInfo: {
      hasNextPage: end < nodes.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    edges,
    collectionInfo: { totalItems: nodes.length },
  };
}

function money(store: FakeBigCommerceStore, value: number) {
  return { currencyCode: store.config.currency, value };
}

function prices(store: FakeBigCommerceStore, product: FixtureProduct) {
  return ({ currencyCode }: Args) => {
    // A currency the channel does not sell in has no prices.
    if (currencyCode && currencyCode !== store.config.currency) return null;
    const p = store.price(product);
    const unit = p.sale ?? p.price;
    return {
      price: money(store, unit),
      salePrice: p.sale !== undefined ? money(store, p.sale) : null,
      basePrice: money(store, p.price),
      retailPrice: p.retail !== undefined ? money(store, p.retail) : null,
      mapPrice: null,
      priceRange: { min: money(store, unit), max: money(store, unit) },
      retailPriceRange: p.retail !== undefined ? { min: money(store, p.retail), max: money(store, p.retail) } : null,
      saved: p.retail !== undefined ? money(store, p.retail - unit) : null,
      bulkPricing: [],
    };
  };
}

function image(
  store: FakeBigCommerceStore,
  product: FixtureProduct,
  img: FixtureProduct["images"][number],
  isDefault: boolean,
) {
  const template = imageTemplate(store.config, product, img);
  return {
    url: ({ width, height }: Args) => template.replace("{:size}", height ? `${width}x${height}` : `${width}w`),
    urlOriginal: template.replace("{:size}", "original"),
    urlTemplate: template,
    altText: img.alt,
    isDefault,
  };
}

function optionsOf(variants: FixtureVariant[]) {
  const byOption = new Map<number, { name: string; values: { id: number; label: string }[] }>();
  for (const v of variants) {
    if (!v.option) continue;
    const o = byOption.get(v.option.optionId) ?? { name: v.option.optionName, values: [] };
    o.values.push({ id: v.option.valueId, label: v.option.label });
    byOption.set(v.option.optionId, o);
  }
  return [...byOption].map(([id, o]) => ({
    __typename: "MultipleChoiceOption",
    entityId: id,
    displayName: o.name,
    isRequired: true,
    isVariantOption: true,
    displayStyle: "RectangleBoxes",
    values: (args: PageArgs) =>
      connection(
        o.values.map((v, i) => ({
          __typename: "MultipleChoiceOptionValue",
          entityId: v.id,
          label: v.label,
          isDefault: i === 0,
          isSelected: null,
        })),
        args,
      ),
  }));
}

/** As the schema documents it: `aggregated` is null when the store does not track the piece's stock. */
function inventoryOf(units: number, tracked: boolean) {
  return tracked
    ? { isInStock: units > 0, aggregated: { availableToSell: units, warningLevel: 0 } }
    : { isInStock: true, aggregated: null };
}

function variantNode(store: FakeBigCommerceStore, product: FixtureProduct, v: FixtureVariant) {
  const units = store.sellable(v.id);
  const first = product.images[0];
  return {
    id: b64(`Variant:${v.id}`),
    entityId: v.id,
    sku: v.sku,
    isPurchasable: units > 0,
    prices: prices(store, product),
    inventory: { ...inventoryOf(units, store.tracksStock(v.id)), byLocation: null },
    defaultImage: first ? image(store, product, first, true) : null,
    productOptions: (args: PageArgs) => connection(optionsOf([v]), args),
    options: (args: PageArgs) => connection([], args),
    metafields: (args: PageArgs) => connection([], args),
    weight: null,
    height: null,
    width: null,
    depth: null,
    upc: null,
    mpn: null,
    gtin: null,
  };
}

function productNode(store: FakeBigCommerceStore, p: FixtureProduct) {
  const units = p.variants.reduce((n, v) => n + store.sellable(v.id), 0);
  const tracked = p.inventoryTracking !== "none";
  const first = p.images[0];
  const plain = p.description.replace(/<[^>]*>/g, "");
  return {
    id: b64(`Product:${p.id}`),
    entityId: p.id,
    sku: p.sku,
    path: `/${p.slug}/`,
    name: p.name,
    description: p.description,
    plainTextDescription: ({ characterLimit }: Args) => plain.slice(0, Number(characterLimit ?? 120)),
    warranty: "",
    minPurchaseQuantity: null,
    maxPurchaseQuantity: null,
    addToCartUrl: `${store.config.checkoutOrigin}/cart.php?action=add&product_id=${p.id}`,
    prices: prices(store, p),
    brand: {
      id: b64(`Brand:${p.brand.id}`),
      entityId: p.brand.id,
      name: p.brand.name,
      path: `/brands/${p.brand.slug}/`,
      defaultImage: null,
      searchKeywords: [],
      seo: { pageTitle: p.brand.name, metaDescription: "", metaKeywords: "" },
    },
    categories: (args: PageArgs) =>
      connection(
        p.categories.map((c) => ({
          id: b64(`Category:${c.id}`),
          entityId: c.id,
          name: c.name,
          path: `/${c.slug}/`,
          description: "",
          defaultImage: null,
          seo: { pageTitle: c.name, metaDescription: "", metaKeywords: "" },
        })),
        args,
      ),
    variants: ({ entityIds, skus, ...args }: Args & PageArgs) => {
      const ids = (entityIds as number[] | undefined) ?? [];
      const wanted = (skus as string[] | undefined) ?? [];
      const list = p.variants.filter(
        (v) => (!ids.length || ids.includes(v.id)) && (!wanted.length || wanted.includes(v.sku)),
      );
      return connection(
        list.map((v) => variantNode(store, p, v)),
        args,
      );
    },
    productOptions: (args: PageArgs) => connection(optionsOf(p.variants), args),
    customFields: (args: PageArgs) => connection([], args),
    metafields: (args: PageArgs) => connection([], args),
    images: (args: PageArgs) =>
      connection(
        p.images.map((img, i) => image(store, p, img, i === 0)),
        args,
      ),
    defaultImage: first ? image(store, p, first, true) : null,
    inventory: { ...inventoryOf(units, tracked), hasVariantInventory: p.variants.some((v) => v.option) },
    availabilityV2:
      units > 0
        ? { __typename: "ProductAvailable", status: "Available", description: "" }
        : { __typename: "ProductUnavailable", status: "Unavailable", description: "", message: null },
    availability: units > 0 ? "available" : "unavailable",
    availabilityDescription: "",
    reviewSummary: { numberOfReviews: 0, summationOfRatings: 0, averageRating: 0 },
    seo: { pageTitle: p.name, metaDescription: plain.slice(0, 160), metaKeywords: "" },
    type: "physical",
    condition: "NEW",
    showCartAction: units > 0,
    upc: null,
    mpn: null,
    gtin: null,
    weight: null,
    height: null,
    width: null,
    depth: null,
  };
}

function site(store: FakeBigCommerceStore) {
  const find = (match: (p: FixtureProduct) => boolean) => {
    const p = store.products().find(match);
    return p ? productNode(store, p) : null;
  };
  return {
    product: ({ id, entityId, variantEntityId, sku }: Args) => {
      if (typeof entityId === "number") return find((p) => p.id === entityId);
      if (typeof id === "string") return find((p) => b64(`Product:${p.id}`) === id);
      if (typeof variantEntityId === "number") return find((p) => p.variants.some((v) => v.id === variantEntityId));
      if (typeof sku === "string") return find((p) => p.sku === sku || p.variants.some((v) => v.sku === sku));
      return null;
    },
    products: ({ entityIds, ids, hideOutOfStock, ...args }: Args & PageArgs) => {
      const byEntity = (entityIds as number[] | undefined) ?? [];
      const byId = (ids as string[] | undefined) ?? [];
      let list = store.products();
      // The API answers in the store's order, not in the order of the ids asked for.
      if (byEntity.length) list = list.filter((p) => byEntity.includes(p.id));
      if (byId.length) list = list.filter((p) => byId.includes(b64(`Product:${p.id}`)));
      if (hideOutOfStock) list = list.filter((p) => p.variants.some((v) => store.sellable(v.id) > 0));
      return connection(
        list.map((p) => productNode(store, p)),
        args,
      );
    },
  };
}

/** Runs a Storefront request on `store` (the document is validated by the caller). */
export async function executeStorefront(
  store: FakeBigCommerceStore,
  request: { query: string; variables?: Record<string, unknown> | null; operationName?: string | null },
): Promise<ExecutionResult> {
  return graphql({
    schema: storefrontSchema(),
    source: request.query,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    rootValue: { site: () => site(store) },
  });
}
