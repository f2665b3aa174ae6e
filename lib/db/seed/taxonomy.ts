/**
 * The fixed vocabulary of the seeded catalogue: brands, categories, collections, charm
 * families, product types, stones and metal colours, each with its English and Arabic label.
 * Charm families, stones and metal colours have no table of their own (products store the
 * slug); their labels live here for facets and filters.
 */
export type Bilingual = { en: string; ar: string };
export type BrandKey = "main" | "missl" | "waves" | "instyle" | "atelier";

export const SEED_BRANDS: readonly { key: BrandKey; name: Bilingual; parentKey: BrandKey | null; letter: string }[] = [
  { key: "main", name: { en: "Lumina", ar: "لومينا" }, parentKey: null, letter: "L" },
  { key: "missl", name: { en: "Miss L'", ar: "مس إل" }, parentKey: null, letter: "M" },
  { key: "waves", name: { en: "Waves", ar: "ويفز" }, parentKey: "main", letter: "W" },
  { key: "instyle", name: { en: "In Style", ar: "إن ستايل" }, parentKey: "main", letter: "I" },
  { key: "atelier", name: { en: "Atelier", ar: "أتيليه" }, parentKey: null, letter: "A" },
];

/** Brand mix of the catalogue: ~55% main, ~20% Miss L', ~12% Waves, ~8% In Style, ~5% Atelier. */
export const BRAND_MIX: readonly (readonly [BrandKey, number])[] = [
  ["main", 55],
  ["missl", 20],
  ["waves", 12],
  ["instyle", 8],
  ["atelier", 5],
];

/** The brand offered only in one country (sa; ADR 0005). */
export const SA_ONLY_BRAND: BrandKey = "atelier";

export type ProductType =
  | "rings"
  | "earrings"
  | "necklaces"
  | "pendants"
  | "bracelets"
  | "bangles"
  | "anklets"
  | "sets"
  | "coins-bars"
  | "tennis-bracelets";

/** `products.type` holds the slug of the product's type category. */
export const PRODUCT_TYPES: Record<ProductType, { noun: Bilingual; letter: string }> = {
  rings: { noun: { en: "Ring", ar: "خاتم" }, letter: "R" },
  earrings: { noun: { en: "Earrings", ar: "أقراط" }, letter: "E" },
  necklaces: { noun: { en: "Necklace", ar: "عقد" }, letter: "N" },
  pendants: { noun: { en: "Pendant", ar: "دلاية" }, letter: "P" },
  bracelets: { noun: { en: "Bracelet", ar: "سوار" }, letter: "B" },
  bangles: { noun: { en: "Bangle", ar: "بانجل" }, letter: "G" },
  anklets: { noun: { en: "Anklet", ar: "خلخال" }, letter: "K" },
  sets: { noun: { en: "Set", ar: "طقم" }, letter: "S" },
  "coins-bars": { noun: { en: "Gold Coin", ar: "عملة ذهبية" }, letter: "C" },
  "tennis-bracelets": { noun: { en: "Tennis Bracelet", ar: "سوار تنس" }, letter: "T" },
};

/** Categories in display order; ids are their 1-based position. */
export const SEED_CATEGORIES: readonly { slug: string; name: Bilingual; parent: string | null }[] = [
  { slug: "rings", name: { en: "Rings", ar: "خواتم" }, parent: null },
  { slug: "earrings", name: { en: "Earrings", ar: "أقراط" }, parent: null },
  { slug: "necklaces", name: { en: "Necklaces", ar: "قلادات" }, parent: null },
  { slug: "pendants", name: { en: "Pendants", ar: "دلايات" }, parent: null },
  { slug: "bracelets", name: { en: "Bracelets", ar: "أساور" }, parent: null },
  { slug: "bangles", name: { en: "Bangles", ar: "بانجل" }, parent: null },
  { slug: "anklets", name: { en: "Anklets", ar: "خلاخيل" }, parent: null },
  { slug: "sets", name: { en: "Sets", ar: "أطقم" }, parent: null },
  { slug: "coins-bars", name: { en: "Coins & Bars", ar: "سبائك وعملات" }, parent: null },
  { slug: "tennis-bracelets", name: { en: "Tennis Bracelets", ar: "أساور تنس" }, parent: "bracelets" },
  { slug: "gold", name: { en: "Gold", ar: "ذهب" }, parent: null },
  { slug: "18k-gold", name: { en: "18K Gold", ar: "ذهب عيار 18" }, parent: "gold" },
  { slug: "21k-gold", name: { en: "21K Gold", ar: "ذهب عيار 21" }, parent: "gold" },
  { slug: "22k-gold", name: { en: "22K Gold", ar: "ذهب عيار 22" }, parent: "gold" },
  { slug: "24k-gold", name: { en: "24K Gold", ar: "ذهب عيار 24" }, parent: "gold" },
  { slug: "silver", name: { en: "Silver", ar: "فضة" }, parent: null },
  { slug: "diamond", name: { en: "Diamond", ar: "ألماس" }, parent: null },
  { slug: "lab-grown-diamond", name: { en: "Lab-Grown Diamond", ar: "ألماس مصنّع مخبرياً" }, parent: null },
  { slug: "cubic-zirconia", name: { en: "Cubic Zirconia", ar: "زركون" }, parent: null },
  { slug: "pearl", name: { en: "Pearl", ar: "لؤلؤ" }, parent: null },
];

export const CATEGORY_ID: ReadonlyMap<string, number> = new Map(SEED_CATEGORIES.map((c, i) => [c.slug, i + 1]));

export const SEED_COLLECTIONS: readonly { slug: string; name: Bilingual; brand: BrandKey }[] = [
  { slug: "noor", name: { en: "Noor", ar: "نور" }, brand: "main" },
  { slug: "amira", name: { en: "Amira", ar: "أميرة" }, brand: "main" },
  { slug: "layali", name: { en: "Layali", ar: "ليالي" }, brand: "main" },
  { slug: "heritage", name: { en: "Heritage", ar: "تراث" }, brand: "main" },
  { slug: "infinity", name: { en: "Infinity", ar: "إنفينيتي" }, brand: "main" },
  { slug: "bloom", name: { en: "Bloom", ar: "بلوم" }, brand: "missl" },
  { slug: "charm-club", name: { en: "Charm Club", ar: "تشارم كلوب" }, brand: "missl" },
  { slug: "tides", name: { en: "Tides", ar: "تايدز" }, brand: "waves" },
  { slug: "coral", name: { en: "Coral", ar: "مرجان" }, brand: "waves" },
  { slug: "dana", name: { en: "Dana", ar: "دانة" }, brand: "instyle" },
  { slug: "royale", name: { en: "Royale", ar: "رويال" }, brand: "atelier" },
];

export const CHARM_FAMILIES: Record<string, Bilingual> = {
  hearts: { en: "Heart", ar: "قلب" },
  stars: { en: "Star", ar: "نجمة" },
  "evil-eye": { en: "Evil Eye", ar: "عين الحسد" },
  initials: { en: "Initial", ar: "حرف" },
  butterflies: { en: "Butterfly", ar: "فراشة" },
  crescents: { en: "Crescent", ar: "هلال" },
  clovers: { en: "Clover", ar: "ورقة برسيم" },
};
export type CharmFamily = keyof typeof CHARM_FAMILIES;

export type Stone = "diamond" | "lab-grown-diamond" | "cubic-zirconia" | "pearl" | "emerald" | "ruby" | "sapphire";

/** `with` is the Arabic "set with ..." phrase used in titles. */
export const STONES: Record<Stone, Bilingual & { with: string }> = {
  diamond: { en: "Diamond", ar: "ألماس", with: "بالألماس" },
  "lab-grown-diamond": { en: "Lab-Grown Diamond", ar: "ألماس مصنّع مخبرياً", with: "بالألماس المصنّع مخبرياً" },
  "cubic-zirconia": { en: "Cubic Zirconia", ar: "زركون", with: "بالزركون" },
  pearl: { en: "Pearl", ar: "لؤلؤ", with: "باللؤلؤ" },
  emerald: { en: "Emerald", ar: "زمرد", with: "بالزمرد" },
  ruby: { en: "Ruby", ar: "ياقوت أحمر", with: "بالياقوت الأحمر" },
  sapphire: { en: "Sapphire", ar: "ياقوت أزرق", with: "بالياقوت الأزرق" },
};

export type MetalColor = "yellow" | "white" | "rose" | "multicolored";

/**
 * A multicoloured piece is stored as its actual combination of gold colours; the
 * 'Multicolored' filter expands to these four (as the hosted search service's filter does).
 */
export const MULTICOLOR_COMBOS = ["yellow-white", "yellow-rose", "white-rose", "yellow-white-rose"] as const;
export type MetalColorValue = Exclude<MetalColor, "multicolored"> | (typeof MULTICOLOR_COMBOS)[number];

export const METAL_COLORS: Record<MetalColorValue, Bilingual> = {
  yellow: { en: "Yellow", ar: "أصفر" },
  white: { en: "White", ar: "أبيض" },
  rose: { en: "Rose", ar: "وردي" },
  "yellow-white": { en: "Yellow & White", ar: "أصفر وأبيض" },
  "yellow-rose": { en: "Yellow & Rose", ar: "أصفر ووردي" },
  "white-rose": { en: "White & Rose", ar: "أبيض ووردي" },
  "yellow-white-rose": { en: "Yellow, White & Rose", ar: "أصفر وأبيض ووردي" },
};

/** The stored colour of a product: multicoloured pieces get one of the combinations by index. */
export function metalColorValue(color: MetalColor, index: number): MetalColorValue {
  return color === "multicolored" ? MULTICOLOR_COMBOS[index % MULTICOLOR_COMBOS.length]! : color;
}

export type Metal = "gold" | "silver";
export type Karat = "18k" | "21k" | "22k" | "24k";
export const METALS: Record<Metal, Bilingual> = {
  gold: { en: "Gold", ar: "ذهب" },
  silver: { en: "Sterling Silver", ar: "فضة إسترلينية" },
};

/** Ring sizes offered as variants (EU circumference in mm). */
export const RING_SIZES = [48, 50, 52, 54, 56, 58, 60] as const;
export const RING_SIZE_OPTION = "Ring size";
