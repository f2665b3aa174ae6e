import type { RegionCode } from "./locales";
import { REGION_CODES } from "./locales";

/**
 * The brand registry. The spec leaves the main brand's name out (`{product}`): it is
 * configuration here (ADR 0005), "Lumina" by default, with its sub-brands.
 */
export const SUB_BRANDS = {
  main: { key: "main", name: { en: "Lumina", ar: "لومينا" }, home: "/", color: "#1f3b57" },
  missl: { key: "missl", name: { en: "Miss L'", ar: "مس إل" }, home: "/miss-l", color: "#b0466f" },
  waves: { key: "waves", name: { en: "Waves", ar: "ويفز" }, home: "/waves", color: "#1c6e7d" },
  instyle: { key: "instyle", name: { en: "In Style", ar: "إن ستايل" }, home: "/", color: "#7a5a2f" },
} as const satisfies Record<string, { key: string; name: { en: string; ar: string }; home: string; color: string }>;

export type SubBrandKey = keyof typeof SUB_BRANDS;
export const SUB_BRAND_KEYS = Object.keys(SUB_BRANDS) as SubBrandKey[];

/** Brand tabs in the header: the main brand and Miss L' (ADR 0005). */
export const BRAND_TABS = {
  main: {
    key: "main",
    home: "/",
    /** The main brand's search covers four brand names; two are sub-brands. */
    searchBrands: ["main", "instyle", "waves", "missl"] as SubBrandKey[],
    regions: REGION_CODES,
  },
  missl: {
    key: "missl",
    home: "/miss-l",
    searchBrands: ["missl"] as SubBrandKey[],
    regions: REGION_CODES,
  },
} as const;

export type BrandTabKey = keyof typeof BRAND_TABS;

/** The third brand, offered only in region sa (ADR 0005). */
export const THIRD_BRAND = {
  key: "atelier",
  name: { en: "Atelier", ar: "أتيليه" },
  regions: ["sa"] as readonly RegionCode[],
} as const;

/** The brand a page belongs to, from its path after the locale. */
export function brandOfPath(rest: string): BrandTabKey {
  return rest === "/miss-l" || rest.startsWith("/miss-l/") ? "missl" : "main";
}

/** Brand homes and the path segment that serves each. */
export const BRAND_HOMES = { main: "", missl: "miss-l", waves: "waves" } as const;
export type BrandHome = keyof typeof BRAND_HOMES;
