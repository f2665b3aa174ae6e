import "server-only";
import { unstable_cache } from "next/cache";
import { notFound } from "next/navigation";
import { cache } from "react";
import { skuFromPath } from "@/lib/commerce/product-path";
import { getCommerce } from "@/lib/commerce/provider";
import { UPSTREAM_PAGE_DEADLINE_MS } from "@/lib/constants";
import { UpstreamError } from "@/lib/http/upstream";
import type { Product } from "@/lib/commerce/types";
import { LOCALES, parseLocale, type Locale } from "@/lib/i18n/locales";
import { CATALOGUE_TAG, productTag, regionCatalogueTag } from "@/features/catalogue/listing/listing-data";

/** Seconds a product read (and the page built from it) may be served before it is read again. */
export const PRODUCT_REVALIDATE_S = 300;

export type ProductParams = Promise<{ locale: string; slug: string }>;

/** The route's parts: a 404 for an unknown locale, `sku` null when the segment is not a product's. */
export async function readProductParams(
  params: ProductParams,
): Promise<{ locale: Locale; slug: string; sku: string | null }> {
  const raw = await params;
  const locale = parseLocale(raw.locale);
  if (!locale) notFound();
  let slug = raw.slug;
  try {
    slug = decodeURIComponent(raw.slug);
  } catch {
    // A malformed escape is simply not a product address; skuFromPath decides.
  }
  return { locale, slug, sku: skuFromPath(slug) };
}

/**
 * How long a product read that failed with an outage fails again at once. When the page fails,
 * Next renders the 500 view with the route's metadata in a render of its own, where React's
 * cache() is empty and the render's upstream deadline starts again: without this, a hung store
 * held the 500 view for a second page deadline (13.5 s instead of 7.5 s, seen in the hosted
 * outage journey). One page deadline covers that second render, and no more.
 */
export const RECENT_FAILURE_MS = UPSTREAM_PAGE_DEADLINE_MS;
const RECENT_FAILURES_MAX = 1_000;
const recentFailures = new Map<string, { at: number; error: UpstreamError }>();

function rememberFailure(key: string, error: UpstreamError): void {
  recentFailures.delete(key);
  recentFailures.set(key, { at: Date.now(), error });
  if (recentFailures.size > RECENT_FAILURES_MAX) recentFailures.delete(recentFailures.keys().next().value as string);
}

/**
 * A product of the locale's store. Cached in Next's data cache under the tags "catalogue" (the
 * catalogue-changed hook drops everything) and `product:{region}:{sku}`; React's cache()
 * makes generateMetadata and the page share one read per request. Errors are not cached: an
 * outage shows the error page (its own failure reused for RECENT_FAILURE_MS), and `null` (no
 * such product here) shows the 404.
 */
export const loadProduct = cache(async (locale: Locale, sku: string): Promise<Product | null> => {
  const { region, lang } = LOCALES[locale];
  const key = `${region}:${lang}:${sku}`;
  const failed = recentFailures.get(key);
  if (failed && Date.now() - failed.at < RECENT_FAILURE_MS) throw failed.error;
  const read = unstable_cache(
    async () => (await getCommerce(region)).getProductBySku(sku, lang),
    ["product", region, lang, sku],
    {
      tags: [CATALOGUE_TAG, regionCatalogueTag(region), productTag(region, sku)],
      revalidate: PRODUCT_REVALIDATE_S,
    },
  );
  try {
    const product = await read();
    recentFailures.delete(key);
    return product;
  } catch (error) {
    if (error instanceof UpstreamError) rememberFailure(key, error);
    throw error;
  }
});
