import { LOCALES, type Locale } from "./locales";
import { LISTING_PAGE_IDS, REGIONS } from "./regions";

/**
 * The first path segments after the locale that name pages of the app (the folders of
 * app/[locale]/, kept in step by page-addresses.test.ts), besides a country's listing id.
 */
export const PAGE_SEGMENTS = [
  "account",
  "cart",
  "checkout",
  "error-probe",
  "help-centre",
  "mailbox",
  "miss-l",
  "p",
  "reset-password",
  "sign-up",
  "staff",
  "store-locations",
  "track-order",
  "verify-email",
  "waves",
] as const;

/** The route that draws the 404 view inside the locale's layout; the proxy rewrites unknown addresses to it. */
export const PAGE_NOT_FOUND_SEGMENT = "page-not-found";

/**
 * Whether an address under a locale names no page, as far as can be told without asking a store:
 * a first segment that is no page, another country's listing id, the store locator of a country
 * without one. (A product or category a store lacks is the store's to say.) `rest` is the path
 * after the locale, "/" for its home.
 */
export function isUnknownAddress(locale: Locale, rest: string): boolean {
  const [first = "", second] = rest.split("/").slice(1);
  if (first === "") return false;
  const region = REGIONS[LOCALES[locale].region];
  if (LISTING_PAGE_IDS.includes(first)) return first !== region.listingPageId;
  if (!(PAGE_SEGMENTS as readonly string[]).includes(first)) return true;
  const storeLocator = first === "store-locations" || (first === "miss-l" && second === "store-locations");
  return storeLocator && !region.storeLocator;
}
