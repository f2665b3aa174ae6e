import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { productPath } from "../product-path";

/** What a cart line needs from the catalogue, priced and stocked in one country. */
export type PricedVariant = {
  productId: number;
  variantId: number;
  sku: string;
  productSku: string;
  nameEn: string;
  nameAr: string;
  path: string;
  options: { name: string; value: string }[];
  currency: string;
  basePrice: number;
  price: number;
  available: number;
  imageUrl: string | null;
  /** The catalogue's product type ("rings", "coins-bars"): orders keep it for the return rules. */
  productType: string;
};

/** The display name (brand part, ' - ', title): the catalogue stores names so. */
export function lineName(v: Pick<PricedVariant, "nameEn" | "nameAr">, lang: Lang): string {
  return lang === "ar" ? v.nameAr : v.nameEn;
}

/** Variants sold (visible) in the country, with current prices, stock and first picture. */
export async function loadPricedVariants(
  db: Db,
  region: RegionCode,
  variantIds: number[],
): Promise<Map<number, PricedVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ v: t.productVariants, p: t.products, rp: t.regionProducts, stock: t.inventory.availableToSell })
    .from(t.productVariants)
    .innerJoin(t.products, eq(t.products.id, t.productVariants.productId))
    .innerJoin(
      t.regionProducts,
      and(eq(t.regionProducts.productId, t.products.id), eq(t.regionProducts.region, region)),
    )
    .leftJoin(t.inventory, and(eq(t.inventory.variantId, t.productVariants.id), eq(t.inventory.region, region)))
    .where(and(inArray(t.productVariants.id, variantIds), eq(t.regionProducts.visible, true)));
  const productIds = [...new Set(rows.map((r) => r.p.id))];
  const images = productIds.length
    ? await db
        .select({ productId: t.productImages.productId, url: t.productImages.url })
        .from(t.productImages)
        .where(and(inArray(t.productImages.productId, productIds), eq(t.productImages.position, 0)))
        .orderBy(asc(t.productImages.productId))
    : [];
  const imageOf = new Map(images.map((i) => [i.productId, i.url]));
  return new Map(
    rows.map(({ v, p, rp, stock }) => [
      v.id,
      {
        productId: p.id,
        variantId: v.id,
        sku: v.sku,
        productSku: p.sku,
        nameEn: p.nameEn,
        nameAr: p.nameAr,
        path: productPath(p.slug, p.sku),
        options: v.optionName && v.optionValue ? [{ name: v.optionName, value: v.optionValue }] : [],
        currency: rp.currency,
        basePrice: rp.price,
        price: rp.salePrice ?? rp.price,
        available: stock ?? 0,
        imageUrl: imageOf.get(p.id) ?? null,
        productType: p.type,
      },
    ]),
  );
}
