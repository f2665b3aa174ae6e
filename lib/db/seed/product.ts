import type * as t from "../schema";
import { REGIONS as REGION_REGISTRY, REGION_CODES } from "@/lib/i18n/regions";
import {
  jewelleryImagePath,
  type JewelleryKind,
  type JewellerySpec,
  type JewelleryStone,
  type JewelleryTone,
} from "@/lib/media/jewellery-url";
import { customFields, productDescription } from "./descriptions";
import { imageAlt, kebab, productName, productTitle } from "./names";
import { drawProfile, productRng, type Profile } from "./profile";
import { basePriceSar, drawCarats, drawGrams, drawOrigin, regionPrice, salePrice } from "./pricing";
import { storeStockRows, stockRows } from "./stock";
import { createRng, type Rng } from "./random";
import { storeLocationRows } from "./locations";
import { CHARM_LOOK } from "./styles";
import {
  CATEGORY_ID,
  PRODUCT_TYPES,
  RING_SIZE_OPTION,
  RING_SIZES,
  SA_ONLY_BRAND,
  SEED_BRANDS,
  metalColorValue,
  type ProductType,
} from "./taxonomy";

export type ProductRows = {
  product: typeof t.products.$inferInsert;
  categories: (typeof t.productCategories.$inferInsert)[];
  images: (typeof t.productImages.$inferInsert)[];
  variants: (typeof t.productVariants.$inferInsert)[];
  regionProducts: (typeof t.regionProducts.$inferInsert)[];
  inventory: (typeof t.inventory.$inferInsert)[];
  storeStock: (typeof t.storeStock.$inferInsert)[];
};

/** Every country of the region registry, each selling in its currency. */
const REGIONS = REGION_CODES.map((code) => ({ code, currency: REGION_REGISTRY[code].currency }));

/** created_at spreads over the 18 months before this fixed date: no clock is read. */
const BASE_DATE_MS = Date.UTC(2026, 0, 1);
const SPREAD_S = 548 * 24 * 60 * 60;

const KIND: Record<ProductType, JewelleryKind> = {
  rings: "ring",
  earrings: "earrings",
  necklaces: "necklace",
  pendants: "pendant",
  bracelets: "bracelet",
  bangles: "bangle",
  anklets: "anklet",
  sets: "set",
  "coins-bars": "coin",
  "tennis-bracelets": "tennis-bracelet",
};

export function variantCount(p: Profile): number {
  return p.type === "rings" ? 1 + RING_SIZES.length : 1;
}

function pictureSpec(p: Profile, view: number): JewellerySpec {
  const kind = p.type === "coins-bars" && p.bar ? "bar" : KIND[p.type];
  const tone: JewelleryTone = p.metal === "silver" && p.color === "white" ? "silver" : p.color;
  const stone: JewelleryStone =
    p.stone === null ? "none" : p.stone === "lab-grown-diamond" || p.stone === "cubic-zirconia" ? "diamond" : p.stone;
  const variation = p.charm ? (CHARM_LOOK[p.charm] ?? 0) : p.style.look;
  return { kind, tone, stone, view, variation };
}

function categoryIds(p: Profile): number[] {
  const slugs: string[] = [p.type];
  if (p.type === "tennis-bracelets") slugs.push("bracelets");
  if (p.metal === "gold") slugs.push("gold", `${p.karat}-gold`);
  else slugs.push("silver");
  if (p.stone === "diamond" || p.stone === "lab-grown-diamond" || p.stone === "cubic-zirconia" || p.stone === "pearl")
    slugs.push(p.stone);
  return slugs.map((s) => CATEGORY_ID.get(s)).filter((id): id is number => id !== undefined);
}

function reviews(rng: Rng): { count: number; sum: number } {
  if (rng.chance(0.3)) return { count: 0, sum: 0 };
  const count = 1 + Math.floor(140 * rng.next() ** 3);
  const mood = rng.chance(0.1) ? 1.5 : 0;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    sum += rng.weighted([
      [5, 55 - mood * 20],
      [4, 25],
      [3, 10 + mood * 8],
      [2, 5 + mood * 5],
      [1, 5 + mood * 5],
    ]);
  }
  return { count, sum };
}

function sku(p: Profile): string {
  const brand = SEED_BRANDS.find((b) => b.key === p.brand)!.letter;
  const type = p.type === "coins-bars" && p.bar ? "X" : PRODUCT_TYPES[p.type].letter;
  const metal = p.karat ? p.karat.replace("k", "") : "925";
  return `${brand}${type}${metal}${p.color[0]!.toUpperCase()}-${String(p.index + 1).padStart(6, "0")}`;
}

/**
 * Every row of one product. Product `index` (0-based) gets id index + 1; its variants take the
 * ids from `firstVariantId` on (`variantCount` of them), so chunks can be built in sequence.
 */
const BOUTIQUES = storeLocationRows().map((b) => ({ id: b.id!, region: b.region }));

export function buildProduct(index: number, total: number, firstVariantId: number): ProductRows {
  const rng = productRng(index);
  const p = drawProfile(index, rng);
  const id = index + 1;
  const grams = drawGrams(p, rng);
  const carats = drawCarats(p, rng);
  const origin = drawOrigin(p, rng);
  const title = productTitle(p, grams);
  const name = productName(p, title);
  const description = productDescription(p, { grams, carats, origin }, rng);
  const review = reviews(rng);
  const code = sku(p);
  const createdAt = new Date(BASE_DATE_MS - rng.int(3600, SPREAD_S) * 1000);

  const sar = basePriceSar(p, grams, carats, rng);
  const onSale = p.type !== "coins-bars" && rng.chance(0.22);
  const discount = rng.pick([10, 15, 20, 25, 30, 40]);
  const regions = p.brand === SA_ONLY_BRAND ? REGIONS.filter((r) => r.code === "sa") : REGIONS;
  const hiddenIn = p.brand !== SA_ONLY_BRAND && rng.chance(0.03) ? rng.pick(REGIONS).code : null;
  const regionProducts = regions.map((r) => {
    const price = regionPrice(r.code, sar, rng);
    return {
      region: r.code,
      productId: id,
      currency: r.currency,
      price,
      salePrice: onSale ? salePrice(price, discount) : null,
      visible: r.code !== hiddenIn,
    };
  });

  const variants: ProductRows["variants"] = [
    { id: firstVariantId, productId: id, sku: code, optionName: null, optionValue: null },
  ];
  if (p.type === "rings") {
    RING_SIZES.forEach((size, i) => {
      variants.push({
        id: firstVariantId + 1 + i,
        productId: id,
        sku: `${code}-${size}`,
        optionName: RING_SIZE_OPTION,
        optionValue: String(size),
      });
    });
  }

  const views = rng.chance(0.35) ? [0, 1, 2] : [0, 1];
  const images = views.map((view) => {
    const alt = imageAlt(title, view);
    return {
      productId: id,
      position: view,
      url: jewelleryImagePath(pictureSpec(p, view)),
      altEn: alt.en,
      altAr: alt.ar,
    };
  });

  return {
    product: {
      id,
      sku: code,
      slug: kebab(title.en),
      brandKey: p.brand,
      type: p.type,
      nameEn: name.en,
      nameAr: name.ar,
      descriptionEn: description.en,
      descriptionAr: description.ar,
      metal: p.metal,
      karat: p.karat,
      metalColor: metalColorValue(p.color, p.index),
      stone: p.stone,
      collectionSlug: p.collection,
      charmFamily: p.charm,
      weightGrams: grams,
      customFields: customFields(p, { grams, carats, origin }),
      reviewCount: review.count,
      reviewSum: review.sum,
      // A fixed shuffle of the catalogue for the default ("relevance") order, mixing brands and types.
      position: ((index * 7919) % total) + 1,
      createdAt,
    },
    categories: categoryIds(p).map((categoryId) => ({ productId: id, categoryId })),
    images,
    variants,
    regionProducts,
    inventory: regions.flatMap((r) => stockRows(rng, r.code, p, variants)),
    storeStock: storeStockRows(
      createRng(`boutique:${index}`),
      BOUTIQUES,
      regions.map((r) => r.code),
      variants,
    ),
  };
}
