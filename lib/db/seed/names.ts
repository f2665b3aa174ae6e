import type { Profile } from "./profile";
import {
  CHARM_FAMILIES,
  PRODUCT_TYPES,
  SEED_BRANDS,
  SEED_COLLECTIONS,
  STONES,
  metalColorValue,
  type Bilingual,
  type ProductType,
} from "./taxonomy";

const GOLD_COLOR: Record<string, Bilingual> = {
  yellow: { en: "Yellow Gold", ar: "الذهب الأصفر" },
  white: { en: "White Gold", ar: "الذهب الأبيض" },
  rose: { en: "Rose Gold", ar: "الذهب الوردي" },
  "yellow-white": { en: "Yellow and White Gold", ar: "الذهب الأصفر والأبيض" },
  "yellow-rose": { en: "Yellow and Rose Gold", ar: "الذهب الأصفر والوردي" },
  "white-rose": { en: "White and Rose Gold", ar: "الذهب الأبيض والوردي" },
  "yellow-white-rose": { en: "Tri-Colour Gold", ar: "الذهب متعدد الألوان" },
};

const SILVER_FINISH: Record<string, Bilingual> = {
  white: { en: "Sterling Silver", ar: "الفضة الإسترلينية" },
  yellow: { en: "Gold-Plated Sterling Silver", ar: "الفضة الإسترلينية المطلية بالذهب" },
  rose: { en: "Rose Gold-Plated Sterling Silver", ar: "الفضة الإسترلينية المطلية بالذهب الوردي" },
  multicolored: { en: "Two-Tone Sterling Silver", ar: "الفضة الإسترلينية بلونين" },
};

/** "18K White Gold" / "الذهب الأبيض عيار 18"; the Arabic comes without its preposition. */
export function metalPhrase(p: Profile): Bilingual {
  if (p.metal === "silver" || !p.karat) return SILVER_FINISH[p.color] ?? SILVER_FINISH.white!;
  const color = p.type === "coins-bars" ? { en: "Gold", ar: "الذهب" } : GOLD_COLOR[metalColorValue(p.color, p.index)]!;
  const k = p.karat.replace("k", "");
  return { en: `${k}K ${color.en}`, ar: `${color.ar} عيار ${k}` };
}

export function brandName(p: Profile): Bilingual {
  return SEED_BRANDS.find((b) => b.key === p.brand)!.name;
}

export function collectionName(p: Profile): Bilingual | null {
  return SEED_COLLECTIONS.find((c) => c.slug === p.collection)?.name ?? null;
}

/** "2.5" rather than "2.50": weights print like a jeweller writes them. */
export function formatGrams(grams: number): string {
  return String(Math.round(grams * 100) / 100);
}

const CHARM_ON: readonly ProductType[] = ["bracelets", "anklets", "necklaces"];

function lead(p: Profile): Bilingual {
  const noun = PRODUCT_TYPES[p.type].noun;
  if (p.charm) {
    const charm = CHARM_FAMILIES[p.charm]!;
    const hangs = CHARM_ON.includes(p.type);
    return {
      en: `${charm.en} ${hangs ? "Charm " : ""}`,
      ar: `${noun.ar} ${hangs ? "بتعليقة " : ""}على شكل ${charm.ar}`,
    };
  }
  return { en: `${p.style.en} `, ar: p.style.ar };
}

/** The product title without its brand: "Noor Solitaire Diamond Ring in 18K White Gold". */
export function productTitle(p: Profile, grams: number): Bilingual {
  const metal = metalPhrase(p);
  if (p.type === "coins-bars") {
    const g = formatGrams(grams);
    const en = p.bar ? `Gold Bar ${g} g in ${metal.en}` : `${p.style.en} Gold Coin ${g} g in ${metal.en}`;
    return { en, ar: `${p.style.ar} ${g} غرام عيار 24` };
  }
  const l = lead(p);
  const stone = p.stone ? STONES[p.stone] : null;
  const collection = collectionName(p);
  const nounEn = PRODUCT_TYPES[p.type].noun.en;
  const en = `${collection ? `${collection.en} ` : ""}${l.en}${stone ? `${stone.en} ` : ""}${nounEn} in ${metal.en}`;
  const ar = `${l.ar}${stone ? ` ${stone.with}` : ""} من ${metal.ar}${collection ? ` من مجموعة ${collection.ar}` : ""}`;
  return { en, ar };
}

/** The shopper-facing name: brand part, " - ", title (as a cart line shows it). */
export function productName(p: Profile, title: Bilingual): Bilingual {
  const brand = brandName(p);
  return { en: `${brand.en} - ${title.en}`, ar: `${brand.ar} - ${title.ar}` };
}

export function kebab(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const VIEW_ALT: readonly Bilingual[] = [
  { en: "front view", ar: "منظر أمامي" },
  { en: "close-up", ar: "صورة مقرّبة" },
  { en: "styled view", ar: "صورة بإطلالة منسّقة" },
];

export function imageAlt(title: Bilingual, view: number): Bilingual {
  const v = VIEW_ALT[view] ?? VIEW_ALT[0]!;
  return { en: `${title.en}, ${v.en}`, ar: `${title.ar}، ${v.ar}` };
}
