import "server-only";
import { getCommerce } from "@/lib/commerce/provider";
import { skuFromPath } from "@/lib/commerce/product-path";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const TTL_MS = 5 * 60_000;
/** A product a store lacks is asked again sooner: it may be added (and revalidated) at any time. */
const MISSING_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { path: string | null; at: number }>();

/**
 * What a product page address names: the product under its canonical segment ("canonical"), the
 * product under another name or case (`redirect` to the canonical segment), or no product of this
 * country's store ("missing", also for a segment with no SKU). Read through a small in-memory
 * cache: the proxy asks on every product page request.
 */
export type ProductAddress = "canonical" | "missing" | { redirect: string };

export async function checkProductAddress(locale: Locale, segment: string): Promise<ProductAddress> {
  const sku = skuFromPath(segment);
  if (!sku) return "missing";
  const key = `${LOCALES[locale].region}:${sku}`;
  let entry = cache.get(key);
  if (!entry || Date.now() - entry.at > (entry.path ? TTL_MS : MISSING_TTL_MS)) {
    const commerce = await getCommerce(LOCALES[locale].region);
    entry = { path: await commerce.getProductPath(sku), at: Date.now() };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  }
  if (!entry.path) return "missing";
  return entry.path === segment ? "canonical" : { redirect: entry.path };
}
