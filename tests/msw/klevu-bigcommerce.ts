import { productPath } from "@/lib/commerce/product-path";
import { savingPercent } from "@/lib/money";
import { productsOf, TEST_STORES, type Country, type FixtureProduct } from "./bigcommerce/catalogue";
import type { IndexedRecord } from "./klevu-engine";

/** When the feed last ran: a fixed date keeps "newest first" stable. */
const INDEXED_AT = "2026-11-01T00:00:00.000Z";

/**
 * A country's Klevu index as the retailer's feed fills it from that country's BigCommerce store
 * (the fake store of tests/msw/bigcommerce): one record per product, id = the store's product id,
 * so the storefront hydrates the results from the same store. The feed writes the brand
 * registry's key, and every brand of the fake store (Lumina Fine, Pearl, Everyday) is the main
 * brand's. The fake store has no Arabic names, so `name_ar` is empty as a feed would leave it.
 */
export function storeRecord(country: Country, product: FixtureProduct, origin: string): IndexedRecord {
  const store = TEST_STORES[country];
  const price = product.prices[store.currency];
  const selling = price.sale ?? price.price;
  const image = product.images[0];
  return {
    id: String(product.id),
    itemGroupId: String(product.id),
    sku: product.sku,
    name: product.name,
    name_ar: "",
    url: `${origin}/p/${productPath(product.slug, product.sku)}`,
    imageUrl: image
      ? `https://cdn11.bigcommerce.com/s-${store.storeHash}/images/stencil/500x659/products/${product.id}/${image.id}/${image.file}?c=1`
      : "",
    price: String(price.price),
    salePrice: String(selling),
    currency: store.currency,
    brand: "main",
    category: product.categories.map((c) => c.slug).join(";;"),
    date_created: INDEXED_AT,
    salePercentage: savingPercent(price.price, selling),
  };
}

export function storeRecords(country: Country, origin: string): IndexedRecord[] {
  return productsOf(country).map((p) => storeRecord(country, p, origin));
}
