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
