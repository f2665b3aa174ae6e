import "server-only";
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { productPath } from "../product-path";
import type { ReviewOperations } from "../interface";
import type { PendingReview, Review, ReviewProduct, ReviewSort } from "../review-types";

type ReviewRow = typeof t.reviews.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A product she bought: the order (not cancelled) and its line, as the review screens show it. */
export type Purchase = { orderId: number; orderedAt: Date; product: ReviewProduct };

/**
 * What reviews need of a store besides their own table (ADR 0022): her purchases and the
 * products' cards. The embedded store reads its own order and catalogue tables; a hosted store
 * its orders and catalogue, its reviews kept here under its `store` name and its own ids.
 */
export type ReviewSources = {
  store: string;
  /** Her purchases in this country: orders not cancelled, newest first, lines in order. */
  purchases(customerId: number, lang: Lang): Promise<Purchase[]>;
  /** Cards of products by id in `lang`; a product gone from the catalogue is absent. */
  products(ids: number[], lang: Lang): Promise<Map<number, ReviewProduct>>;
  /** After a review is stored, in its transaction (the embedded product's `review_count` and `review_sum`). */
  reviewed?(tx: Tx, productId: number, rating: number): Promise<void>;
};

const SORTS: Record<ReviewSort, SQL[]> = {
  recent: [desc(t.reviews.createdAt), desc(t.reviews.id)],
  feature: [desc(t.reviews.featured), desc(t.reviews.createdAt), desc(t.reviews.id)],
  highest: [desc(t.reviews.rating), desc(t.reviews.createdAt), desc(t.reviews.id)],
  lowest: [asc(t.reviews.rating), desc(t.reviews.createdAt), desc(t.reviews.id)],
};

/** The product's first picture, for the review lists. */
const firstImage = sql<
  string | null
>`(select i.url from ${t.productImages} i where i.product_id = ${t.products.id} order by i.position limit 1)`;

function toReview(row: ReviewRow, product: ReviewProduct): Review {
  return {
    entityId: row.id,
    product,
    orderId: row.orderId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    featured: row.featured,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The embedded store's purchases and product cards, from its own tables. */
export function embeddedReviewSources(db: Db, region: RegionCode): ReviewSources {
  return {
    store: "embedded",
    async purchases(customerId, lang) {
      const rows = await db
        .select({ line: t.orderLines, orderedAt: t.orders.createdAt })
        .from(t.orderLines)
        .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
        .where(and(eq(t.orders.region, region), eq(t.orders.customerId, customerId), ne(t.orders.status, "cancelled")))
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id), asc(t.orderLines.id));
      return rows.map(({ line, orderedAt }) => ({
        orderId: line.orderId,
        orderedAt,
        product: {
          entityId: line.productId,
          name: lang === "ar" ? line.nameAr : line.nameEn,
          path: line.path,
          imageUrl: line.imageUrl,
        },
      }));
    },
    async products(ids, lang) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: t.products.id,
          nameEn: t.products.nameEn,
          nameAr: t.products.nameAr,
          slug: t.products.slug,
          sku: t.products.sku,
          imageUrl: firstImage,
        })
        .from(t.products)
        .where(inArray(t.products.id, ids));
      return new Map(
        rows.map((p) => [
          p.id,
          {
            entityId: p.id,
            name: lang === "ar" ? p.nameAr : p.nameEn,
            path: productPath(p.slug, p.sku),
            imageUrl: p.imageUrl,
          },
        ]),
      );
    },
    async reviewed(tx, productId, rating) {
      await tx
        .update(t.products)
        .set({ reviewCount: sql`${t.products.reviewCount} + 1`, reviewSum: sql`${t.products.reviewSum} + ${rating}` })
        .where(eq(t.products.id, productId));
    },
  };
}

/**
 * One country's reviews (my-reviews). A customer reviews a product once, and only one she has
 * ordered (a cancelled order does not count). `sources` (the embedded store's tables by default)
 * give her purchases and the product cards; the embedded product's `review_count` and
 * `review_sum`, which the product page's summary reads, change in the same transaction as the review.
 */
export function createReviews(
  db: Db,
  region: RegionCode,
  sources: ReviewSources = embeddedReviewSources(db, region),
): ReviewOperations {
  const mine = (customerId: number) =>
    and(eq(t.reviews.store, sources.store), eq(t.reviews.region, region), eq(t.reviews.customerId, customerId));

  return {
    async getPendingReviews(customerId, lang) {
      // Newest order first, then each product once (its newest order), then not yet reviewed.
      const [purchases, written] = await Promise.all([
        sources.purchases(customerId, lang),
        db.select({ productId: t.reviews.productId }).from(t.reviews).where(mine(customerId)),
      ]);
      const seen = new Set(written.map((r) => r.productId));
      const pending: PendingReview[] = [];
      for (const { orderId, orderedAt, product } of purchases) {
        if (seen.has(product.entityId)) continue;
        seen.add(product.entityId);
        pending.push({ product, orderId, orderedAt: orderedAt.toISOString() });
      }
      return pending;
    },

    async createReview(customerId, input) {
      const bought = (await sources.purchases(customerId, input.lang)).find(
        (p) => p.product.entityId === input.productId,
      );
      if (!bought) return { status: "notPurchased" } as const;
      const row = await db.transaction(async (tx) => {
        // The unique (store, region, customer, product) index settles a race between two tabs: one row wins.
        const [inserted] = await tx
          .insert(t.reviews)
          .values({
            store: sources.store,
            region,
            customerId,
            productId: input.productId,
            orderId: bought.orderId,
            rating: input.rating,
            title: input.title,
            text: input.text,
            lang: input.lang,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) await sources.reviewed?.(tx, input.productId, input.rating);
        return inserted;
      });
      if (!row) return { status: "alreadyReviewed" } as const;
      const product = (await sources.products([input.productId], input.lang)).get(input.productId) ?? bought.product;
      return { status: "ok", review: toReview(row, product) } as const;
    },

    async listCustomerReviews(customerId, sort, lang) {
      const rows = await db
        .select()
        .from(t.reviews)
        .where(mine(customerId))
        .orderBy(...SORTS[sort]);
      const products = await sources.products([...new Set(rows.map((r) => r.productId))], lang);
      // A product gone from the catalogue takes its review out of the list, as the embedded join did.
      return rows.flatMap((r) => {
        const product = products.get(r.productId);
        return product ? [toReview(r, product)] : [];
      });
    },
  };
}
