import { PRODUCT_REDIRECT_LOOKUP_MS } from "@/lib/constants";
import { UpstreamError, withUpstreamDeadline } from "@/lib/http/upstream";
import { parseLocale, type Locale } from "@/lib/i18n/locales";
import { logger } from "@/lib/log/logger";
import { reportError } from "@/lib/monitoring/report-error";
import { checkProductAddress, type ProductAddress } from "./canonical-product";

const PRODUCT_PATH = /^\/([^/]+)\/p\/([^/]+)$/;

/** A product page's path, `/{locale}/p/{segment}` under a lower-case locale: its locale and decoded segment. */
export function productPagePath(pathname: string): { locale: Locale; segment: string } | null {
  const match = PRODUCT_PATH.exec(pathname);
  const locale = parseLocale(match?.[1]);
  if (!match || !locale || match[1] !== locale) return null;
  let segment = match[2]!;
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // a mangled escape is looked up as it is (and found missing)
  }
  return { locale, segment };
}

/**
 * What a product page's address names (checkProductAddress), or "unchecked" while the store fails
 * or hangs (PRODUCT_REDIRECT_LOOKUP_MS at most): the check is a courtesy, not a gate, so the
 * request then goes on to the page, which serves its cached copy or the branded error view, and
 * keeps its own redirect as a backstop.
 */
export async function lookUpProductAddress(locale: Locale, segment: string): Promise<ProductAddress | "unchecked"> {
  try {
    return await withUpstreamDeadline(PRODUCT_REDIRECT_LOOKUP_MS, () => checkProductAddress(locale, segment));
  } catch (error) {
    // An outage is the breaker's and the page's to report; anything else is a bug worth knowing.
    if (error instanceof UpstreamError) logger.warn(`[product address] not checked: ${error.message}`);
    else reportError(error);
    return "unchecked";
  }
}

/**
 * Whether a product page's load (its request URL) may go straight to the page: its address is
 * the product's canonical one, or the store could not say. A wrong name, an upper-case SKU or a
 * product the store lacks is left to the proxy (proxy.ts), which answers the redirect or the 404.
 * The production server asks this before Next sees the request and marks the request, so the
 * proxy's second pass through Next's handler is skipped on nearly every product page load
 * (server/product-documents.mjs).
 */
export async function goesStraightToProductPage(url: string): Promise<boolean> {
  const path = productPagePath(url.split("?")[0]!);
  if (!path) return false;
  const address = await lookUpProductAddress(path.locale, path.segment);
  return address === "canonical" || address === "unchecked";
}

/**
 * The registered symbol of the slot in which the production server takes this check (the server is
 * plain JavaScript outside Next's bundles, so it takes the app's own compiled function). The server
 * opens the slot before Next prepares the app; without a server (`next dev`) there is none and the
 * proxy checks every product page.
 */
export const PRODUCT_PAGE_CHECK = Symbol.for("lumina.productPageCheck");

type Slot = { rule?: (url: string) => Promise<boolean> };

/** Puts goesStraightToProductPage in the server's slot, if a server opened one; called once at start (instrumentation-node.ts). */
export function offerProductPageCheck(): void {
  const slot = (globalThis as { [PRODUCT_PAGE_CHECK]?: Slot })[PRODUCT_PAGE_CHECK];
  if (slot) slot.rule = goesStraightToProductPage;
}
