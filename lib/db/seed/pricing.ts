import { REGIONS, type RegionCode } from "@/lib/i18n/regions";
import type { Rng } from "./random";
import type { Profile } from "./profile";
import type { Bilingual, ProductType } from "./taxonomy";

/** Retail gold value per gram in SAR by karat (early-2026 levels), before making charges. */
const GOLD_SAR_PER_GRAM = { "24k": 410, "22k": 376, "21k": 359, "18k": 308 } as const;

/** Typical weight range in grams of an 18K piece; other metals scale it. */
const GRAMS: Record<ProductType, readonly [number, number]> = {
  rings: [2, 7],
  earrings: [1.5, 7],
  necklaces: [4, 18],
  pendants: [1.2, 5],
  bracelets: [3, 12],
  bangles: [7, 25],
  anklets: [2, 6],
  sets: [12, 45],
  "coins-bars": [1, 1],
  "tennis-bracelets": [7, 16],
};

const COIN_GRAMS = [1, 2.5, 4, 5, 8, 10, 20] as const;
const BAR_GRAMS = [1, 2.5, 5, 10, 20, 31.1, 50, 100, 250] as const;

/** Carats of the stones of an 18K piece (small to large); Atelier doubles them. */
const CARATS: Record<ProductType, readonly [number, number]> = {
  rings: [0.15, 1.6],
  earrings: [0.1, 1.2],
  necklaces: [0.2, 3],
  pendants: [0.1, 1],
  bracelets: [0.1, 1.5],
  bangles: [0.2, 2],
  anklets: [0.05, 0.3],
  sets: [0.5, 4],
  "coins-bars": [0, 0],
  "tennis-bracelets": [2, 7],
};

/** Many small stones are priced per carat; a centre stone's price per carat grows with size. */
const MELEE: readonly ProductType[] = ["tennis-bracelets", "necklaces", "bangles", "bracelets", "sets", "anklets"];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function drawGrams(p: Profile, rng: Rng): number {
  if (p.type === "coins-bars") return rng.pick(p.bar ? BAR_GRAMS : COIN_GRAMS);
  const [min, max] = GRAMS[p.type];
  const scale = p.metal === "silver" ? 1.1 : p.karat === "21k" || p.karat === "22k" ? 1.4 : 1;
  const brand = p.brand === "atelier" ? 1.2 : p.brand === "missl" && p.metal === "gold" ? 0.7 : 1;
  return round2((min + (max - min) * rng.next() ** 1.5) * scale * brand);
}

/** Carat weight for diamonds and coloured gems; null for cubic zirconia, pearls and plain metal. */
export function drawCarats(p: Profile, rng: Rng): number | null {
  if (!p.stone || p.stone === "cubic-zirconia" || p.stone === "pearl") return null;
  const [min, max] = CARATS[p.type];
  const size = p.brand === "atelier" ? 2 : p.brand === "missl" ? 0.6 : 1;
  return round2(Math.max(0.03, (min + (max - min) * rng.next() ** 2) * size));
}

function stoneValue(p: Profile, carats: number | null, rng: Rng): number {
  if (!p.stone) return 0;
  if (p.stone === "cubic-zirconia") return rng.int(25, 180);
  if (p.stone === "pearl") return rng.int(150, 1800);
  const ct = carats ?? 0;
  const diamond = MELEE.includes(p.type) ? 7000 * ct : 9000 * ct * (1 + ct);
  if (p.stone === "diamond") return diamond;
  if (p.stone === "lab-grown-diamond") return diamond * 0.22;
  return 3000 * ct * (1 + ct / 2);
}

/** The tax-inclusive SAR price: metal by weight with a making charge, plus the stones. */
export function basePriceSar(p: Profile, grams: number, carats: number | null, rng: Rng): number {
  let metal: number;
  if (p.metal === "silver" || !p.karat) metal = 90 + grams * rng.float(25, 70);
  else if (p.type === "coins-bars")
    metal = grams * GOLD_SAR_PER_GRAM["24k"] * rng.float(p.bar ? 1.03 : 1.06, p.bar ? 1.06 : 1.12);
  else {
    const making = p.karat === "18k" ? rng.float(1.6, 2.4) * (p.brand === "atelier" ? 1.35 : 1) : rng.float(1.12, 1.35);
    metal = grams * GOLD_SAR_PER_GRAM[p.karat] * making;
  }
  return metal + stoneValue(p, carats, rng) * 1.25;
}

/** Shop-window rounding: 349, 2,390, 18,450. */
export function retailRound(value: number): number {
  if (value < 100) return Math.max(9, Math.round(value / 5) * 5 - 1);
  if (value < 1000) return Math.round(value / 10) * 10 - 1;
  if (value < 10_000) return Math.round(value / 10) * 10;
  if (value < 100_000) return Math.round(value / 50) * 50;
  return Math.round(value / 100) * 100;
}

/**
 * Each country's price list is its own, by the region registry's `seedPrice`: SAR base, AED close
 * to it, EGP about 12 times.
 */
export function regionPrice(region: RegionCode, sar: number, rng: Rng): number {
  const { factor, jitter } = REGIONS[region].seedPrice;
  if (!jitter) return retailRound(sar * factor);
  return retailRound(sar * factor * rng.float(jitter[0], jitter[1]));
}

export function salePrice(price: number, discountPercent: number): number {
  const sale = retailRound(price * (1 - discountPercent / 100));
  return sale < price ? sale : Math.max(1, price - 10);
}

const ORIGINS: Record<string, readonly Bilingual[]> = {
  traditional: [
    { en: "Saudi Arabia", ar: "السعودية" },
    { en: "United Arab Emirates", ar: "الإمارات" },
    { en: "Turkey", ar: "تركيا" },
  ],
  fine: [
    { en: "Italy", ar: "إيطاليا" },
    { en: "Saudi Arabia", ar: "السعودية" },
    { en: "Turkey", ar: "تركيا" },
  ],
  silver: [
    { en: "Italy", ar: "إيطاليا" },
    { en: "Thailand", ar: "تايلاند" },
    { en: "India", ar: "الهند" },
  ],
  bullion: [
    { en: "Switzerland", ar: "سويسرا" },
    { en: "United Arab Emirates", ar: "الإمارات" },
  ],
};

export function drawOrigin(p: Profile, rng: Rng): Bilingual {
  if (p.type === "coins-bars") return rng.pick(ORIGINS.bullion!);
  if (p.metal === "silver") return rng.pick(ORIGINS.silver!);
  return rng.pick(p.karat === "18k" ? ORIGINS.fine! : ORIGINS.traditional!);
}
