/**
 * The one region registry: one store per country. Every per-country list
 * in the code is derived from it: the region codes and their type, the locales (lib/i18n/locales.ts),
 * the environment's per-country variables (lib/region-env.ts, lib/env-schema.ts, .env.example), the
 * adapters' variables, time zones, currencies, postal-code rules and the seed's price lists.
 *
 * A new country: its entry here; its name and address-division label in locales/{en,ar}/common.json;
 * its divisions in features/address/governorates.ts (the type checker asks for them); `npm run
 * env:example`; its shops in lib/db/seed/locations.ts when it has a store locator; a promo bar or
 * regional links in content/{en,ar}/ if it wants them. lib/i18n/fourth-country.test.ts adds one
 * (Kuwait) for a test run and checks the derived lists pick it up.
 */
export type RegionFacts = {
  code: string;
  name: { en: string; ar: string };
  label: string;
  currency: string;
  phoneCode: string;
  phoneLength: number;
  listingPageId: string;
  storeLocator: boolean;
  vatPercent: number;
  flag: string;
  /** The country's clock: return windows and courier dates are counted in its calendar days. */
  timeZone: string;
  /** Days couriers do not collect (0 = Sunday): Friday-Saturday in sa and eg, Saturday-Sunday in ae. */
  weekend: readonly number[];
  /** The numbering system ICU uses for the Arabic locale `ar-{CC}` (lib/i18n/digits.ts; its test checks it). */
  arabicDigits: "latn" | "arab";
  /** Postal codes of the checkout's address form: required or not, and their length in digits. */
  postalCode: { required: boolean; min: number; max: number };
  /** The seed's price list in this currency: the SAR base price times `factor`, times a random draw in `jitter`. */
  seedPrice: { factor: number; jitter: readonly [number, number] | null };
};

const REGION_ENTRIES = {
  sa: {
    code: "sa",
    name: { en: "Saudi Arabia", ar: "السعودية" },
    label: "ksa",
    currency: "SAR",
    phoneCode: "+966",
    phoneLength: 9,
    listingPageId: "product-listing-page",
    storeLocator: true,
    vatPercent: 15,
    flag: "/flags/sa.svg",
    timeZone: "Asia/Riyadh",
    weekend: [5, 6],
    arabicDigits: "arab",
    postalCode: { required: true, min: 5, max: 5 },
    seedPrice: { factor: 1, jitter: null },
  },
  ae: {
    code: "ae",
    name: { en: "United Arab Emirates", ar: "الإمارات" },
    label: "uae",
    currency: "AED",
    phoneCode: "+971",
    phoneLength: 9,
    listingPageId: "uae",
    storeLocator: false,
    vatPercent: 5,
    flag: "/flags/ae.svg",
    timeZone: "Asia/Dubai",
    weekend: [6, 0],
    arabicDigits: "latn",
    // No postal codes in use in the UAE: optional there (up to 6 digits).
    postalCode: { required: false, min: 1, max: 6 },
    seedPrice: { factor: 0.98, jitter: [0.97, 1.03] },
  },
  eg: {
    code: "eg",
    name: { en: "Egypt", ar: "مصر" },
    label: "egy",
    currency: "EGP",
    phoneCode: "+20",
    phoneLength: 10,
    listingPageId: "egy",
    storeLocator: true,
    vatPercent: 14,
    flag: "/flags/eg.svg",
    timeZone: "Africa/Cairo",
    weekend: [5, 6],
    arabicDigits: "arab",
    postalCode: { required: true, min: 5, max: 5 },
    seedPrice: { factor: 12.4, jitter: [0.95, 1.04] },
  },
} as const satisfies Record<string, RegionFacts>;

/**
 * The registry's derived lists from its entries. The app's registry is `regionRegistry(REGION_ENTRIES)`
 * below; a test can make one with another country (lib/i18n/fourth-country.test.ts).
 */
export function regionRegistry<const R extends Record<string, RegionFacts>>(regions: R) {
  type Code = keyof R & string;
  const codes = Object.keys(regions) as Code[];
  /** The given countries first, in that order, then every other country of the registry in its order. */
  const ordered = (first: readonly string[]): readonly Code[] => [
    ...(first.filter((code) => Object.hasOwn(regions, code)) as Code[]),
    ...codes.filter((code) => !first.includes(code)),
  ];
  return {
    REGIONS: regions,
    /** Every country, in the registry's order (sa, ae, eg). */
    REGION_CODES: codes as readonly Code[],
    /** Every country's listing page id (the first path segment after the locale). */
    LISTING_PAGE_IDS: Object.values(regions).map((r) => r.listingPageId) as readonly string[],
    /** Picker order of the spec: Egypt, UAE, KSA (then any other country). */
    PICKER_REGION_ORDER: ordered(["eg", "ae", "sa"]),
    /** Order of the locale list (hreflang alternates, sitemaps): KSA, Egypt, UAE (then any other country). */
    LOCALE_REGION_ORDER: ordered(["sa", "eg", "ae"]),
    /** A record with one entry per country, made from its registry entry. */
    regionOf(code: Code): R[Code] {
      return regions[code];
    },
    byRegion<T>(make: (region: R[Code], code: Code) => T): Record<Code, T> {
      return Object.fromEntries(codes.map((code) => [code, make(regions[code], code)])) as Record<Code, T>;
    },
  };
}

const registry = regionRegistry(REGION_ENTRIES);

export const REGIONS = registry.REGIONS;
export type RegionCode = keyof typeof REGIONS;
export type Region = (typeof REGIONS)[RegionCode];
export const REGION_CODES: readonly RegionCode[] = registry.REGION_CODES;
export const LISTING_PAGE_IDS: readonly string[] = registry.LISTING_PAGE_IDS;
export const PICKER_REGION_ORDER: readonly RegionCode[] = registry.PICKER_REGION_ORDER;
export const LOCALE_REGION_ORDER: readonly RegionCode[] = registry.LOCALE_REGION_ORDER;
export const byRegion: <T>(make: (region: Region, code: RegionCode) => T) => Record<RegionCode, T> = registry.byRegion;

export const regionOf: (code: RegionCode) => Region = registry.regionOf;
