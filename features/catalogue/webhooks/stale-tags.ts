import "server-only";
import type { HostedChange } from "@/lib/commerce/interface";
import { getCommerce } from "@/lib/commerce/provider";
import type { RegionCode } from "@/lib/i18n/locales";
import { productTag, regionCatalogueTag } from "@/features/catalogue/listing/listing-data";

/**
 * The cache tags a hosted store's change (its webhook, as the store reads it) makes stale in its
 * country: one product's pages, named by its SKU, or the country's catalogue (listings, sitemap).
 */
export async function staleTags(region: RegionCode, change: HostedChange): Promise<string[]> {
  if (change.stale === "nothing") return [];
  if (change.stale === "catalogue") return [regionCatalogueTag(region)];
  try {
    const [product] = await (await getCommerce(region)).getProductsByIds([change.productId], "en");
    return product ? [productTag(region, product.sku)] : [regionCatalogueTag(region)];
  } catch {
    // The store cannot name the product just now: the whole country's catalogue is stale instead.
    return [regionCatalogueTag(region)];
  }
}
