import "server-only";
import { getCommerce } from "@/lib/commerce/provider";
import { skuFromPath } from "@/lib/commerce/product-path";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { path: string | null; at: number }>();

/**
 * The canonical product page segment for a requested one, or null when the request already is
 * canonical or names no product (the page then renders or 404s). Read through a small
 * in-memory cache: the proxy asks on every product page request.
 */
export async function canonicalProductRedirect(locale: Locale, segment: string): Promise<string | null> {
  const sku = skuFromPath(segment);
  if (!sku) return null;
  const key = `${LOCALES[locale].region}:${sku}`;
  let entry = cache.get(key);
  if (!entry || Date.now() - entry.at > TTL_MS) {
    const commerce = await getCommerce(LOCALES[locale].region);
    entry = { path: await commerce.getProductPath(sku), at: Date.now() };
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  }
  return entry.path && entry.path !== segment ? entry.path : null;
}
