import "server-only";
import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { productPath } from "../product-path";
import type { ReviewOperations } from "../interface";
import type { PendingReview, Review, ReviewSort } from "../review-types";

type ReviewRow = typeof t.reviews.$inferSelect;
type ProductRow = Pick<typeof t.products.$inferSelect, "id" | "nameEn" | "nameAr" | "slug" | "sku">;

const SORTS: Record<ReviewSort, SQL[]> = {
  recent: [desc(t.reviews.createdAt), desc(t.reviews.id)],
  feature: [desc(t.reviews.featured), desc(t.reviews.createdAt), desc(t.reviews.id)],
  highest: [desc(t.reviews.rating), desc(t.reviews.createdAt), desc(t.reviews.id)],
  lowest: [asc(t.reviews.rating), desc(t.reviews.createdAt), desc(t.reviews.id)],
};

/** The product's first picture, for the review lists. */
const firstImage = sql<string | null>`(select i.url from ${t.productImages} i where i.product_id = ${t.products.id} order by i.position limit 1)`;

function toReview(row: ReviewRow, product: ProductRow, imageUrl: string | null, lang: Lang): Review {
  return {
    entityId: row.id,
    product: { entityId: product.id, name: lang === "ar" ? product.nameAr : product.nameEn, path: productPath(product.slug, product.sku), imageUrl },
    orderId: row.orderId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    featured: row.featured,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One country's reviews (my-reviews). A customer reviews a product once, and only one she has
 * ordered (a cancelled order does not count). The product's `review_count` and `review_sum`,
 * which the product page's summary reads, change in the same transaction as the review.
 */
export function createReviews(db: Db, region: RegionCode): ReviewOperations {
  /** Her orders in this country that count as purchases. */
  const herOrders = (customerId: number) => and(eq(t.orders.region, region), eq(t.orders.customerId, customerId), ne(t.orders.status, "cancelled"));

  return {
    async getPendingReviews(customerId, lang) {
      // Newest order first, then each product once (its newest order), then not yet reviewed.
      const rows = await db
        .select({ line: t.orderLines, orderedAt: t.orders.createdAt })
        .from(t.orderLines)
        .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
        .innerJoin(t.products, eq(t.products.id, t.orderLines.productId))
        .where(
          and(
            herOrders(customerId),
            sql`not exists (select 1 from ${t.reviews} r where r.customer_id = ${customerId} and r.product_id = ${t.orderLines.productId})`,
          ),
        )
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id), asc(t.orderLines.id));
      const seen = new Set<number>();
      const pending: PendingReview[] = [];
      for (const { line, orderedAt } of rows) {
        if (seen.has(line.productId)) continue;
        seen.add(line.productId);
        pending.push({
          product: { entityId: line.productId, name: lang === "ar" ? line.nameAr : line.nameEn, path: line.path, imageUrl: line.imageUrl },
          orderId: line.orderId,
          orderedAt: orderedAt.toISOString(),
        });
      }
      return pending;
    },

    async createReview(customerId, input) {
      return db.transaction(async (tx) => {
        const [bought] = await tx
          .select({ orderId: t.orders.id })
          .from(t.orderLines)
          .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
          .where(and(herOrders(customerId), eq(t.orderLines.productId, input.productId)))
          .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
          .limit(1);
        if (!bought) return { status: "notPurchased" } as const;
        // The unique (customer, product) index settles a race between two tabs: one row wins.
        const [row] = await tx
          .insert(t.reviews)
          .values({ region, customerId, productId: input.productId, orderId: bought.orderId, rating: input.rating, title: input.title, text: input.text, lang: input.lang })
          .onConflictDoNothing()
          .returning();
        if (!row) return { status: "alreadyReviewed" } as const;
        const [product] = await tx
          .update(t.products)
          .set({ reviewCount: sql`${t.products.reviewCount} + 1`, reviewSum: sql`${t.products.reviewSum} + ${input.rating}` })
          .where(eq(t.products.id, input.productId))
          .returning({ id: t.products.id, nameEn: t.products.nameEn, nameAr: t.products.nameAr, slug: t.products.slug, sku: t.products.sku });
        const [image] = await tx.select({ url: firstImage }).from(t.products).where(eq(t.products.id, input.productId));
        return { status: "ok", review: toReview(row, product!, image?.url ?? null, input.lang) } as const;
      });
    },

    async listCustomerReviews(customerId, sort, lang) {
      const rows = await db
        .select({ review: t.reviews, product: { id: t.products.id, nameEn: t.products.nameEn, nameAr: t.products.nameAr, slug: t.products.slug, sku: t.products.sku }, imageUrl: firstImage })
        .from(t.reviews)
        .innerJoin(t.products, eq(t.products.id, t.reviews.productId))
        .where(and(eq(t.reviews.region, region), eq(t.reviews.customerId, customerId)))
        .orderBy(...SORTS[sort]);
      return rows.map((r) => toReview(r.review, r.product, r.imageUrl, lang));
    },
  };
}
