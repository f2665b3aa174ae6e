import "server-only";
import { z } from "zod";
import { getCommerce } from "@/lib/commerce/provider";
import { serverEnv } from "@/lib/env";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { productTag, regionCatalogueTag } from "@/features/catalogue/listing/listing-data";

/**
 * A BigCommerce webhook's callback (Webhooks v3: `scope`, `producer: "stores/{hash}"`,
 * `data: { type, id, ... }`), as the cache tags it makes stale. A product's change, a variant's
 * (`store/sku/*`) or a stock change drops only that product's pages in its country; a product created or deleted, or any category change, drops the country's
 * catalogue (listings, sitemap). Anything else (orders, carts, customers) caches nothing here.
 */
export const webhookBody = z.object({
  scope: z.string().max(200),
  producer: z.string().regex(/^stores\/[a-z0-9]{1,40}$/i, { error: "must be stores/{store hash}" }),
  data: z.looseObject({ type: z.string().max(50), id: z.number().int().nonnegative() }),
});
export type WebhookBody = z.infer<typeof webhookBody>;

/** The hosted country whose store sent it (by store hash), or `null`. */
export function regionOfProducer(producer: string): RegionCode | null {
  const env = serverEnv();
  const hash = producer.slice("stores/".length);
  const hashes: Record<RegionCode, string | undefined> = { sa: env.BC_SA_STORE_HASH, ae: env.BC_AE_STORE_HASH, eg: env.BC_EG_STORE_HASH };
  return REGION_CODES.find((region) => hashes[region] === hash && (env[`COMMERCE_PROVIDER_${region.toUpperCase()}` as "COMMERCE_PROVIDER_SA"] === "bigcommerce")) ?? null;
}

const productIdAt = z.number().int().positive();
const skuData = z.looseObject({ sku: z.looseObject({ product_id: productIdAt }) });
const inventoryData = z.looseObject({ inventory: z.looseObject({ product_id: productIdAt }) });

/**
 * The product a product or variant scope is about, where Webhooks v3 puts it: `store/product/*`
 * at `data.id`; `store/sku/*` (whose `data.id` is the variant's) at `data.sku.product_id`;
 * the inventory scopes (`store/sku/inventory/*`, `store/product/inventory/*`) at
 * `data.inventory.product_id`. `null` when the payload does not name it.
 */
export function productIdOf(scope: string, data: WebhookBody["data"]): number | null {
  if (scope.startsWith("store/sku/inventory/") || scope.startsWith("store/product/inventory/")) {
    const parsed = inventoryData.safeParse(data);
    if (parsed.success) return parsed.data.inventory.product_id;
    return scope.startsWith("store/product/") && data.id > 0 ? data.id : null;
  }
  if (scope.startsWith("store/sku/")) {
    const parsed = skuData.safeParse(data);
    return parsed.success ? parsed.data.sku.product_id : null;
  }
  return data.id > 0 ? data.id : null;
}

export async function staleTags(region: RegionCode, { scope, data }: WebhookBody): Promise<string[]> {
  if (scope.startsWith("store/category/") || scope === "store/product/created" || scope === "store/product/deleted") return [regionCatalogueTag(region)];
  if (!scope.startsWith("store/product/") && !scope.startsWith("store/sku/")) return [];
  const productId = productIdOf(scope, data);
  // A product we cannot name: the whole country's catalogue is stale rather than a page left wrong.
  if (!productId) return [regionCatalogueTag(region)];
  try {
    const [product] = await (await getCommerce(region)).getProductsByIds([productId], "en");
    return product ? [productTag(region, product.sku)] : [regionCatalogueTag(region)];
  } catch {
    // The store cannot name the product just now: the whole country's catalogue is stale instead.
    return [regionCatalogueTag(region)];
  }
}
