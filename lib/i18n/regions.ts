import type { RegionCode } from "./locales";

/** Per-country facts (spec sections 2, 3, 9). One store per country. */
export const REGIONS = {
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
  },
} as const satisfies Record<
  RegionCode,
  {
    code: RegionCode;
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
  }
>;

export type Region = (typeof REGIONS)[RegionCode];

/** Every country's listing page id (the first path segment after the locale). */
export const LISTING_PAGE_IDS: readonly string[] = Object.values(REGIONS).map((r) => r.listingPageId);

export function regionOf(code: RegionCode): Region {
  return REGIONS[code];
}

/** Picker order of the spec: Egypt, UAE, KSA. */
export const PICKER_REGION_ORDER: readonly RegionCode[] = ["eg", "ae", "sa"];
