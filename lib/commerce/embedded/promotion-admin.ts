import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import {
  normalizeCode,
  promotionStatus,
  type NewPromotion,
  type PromotionAdmin,
  type PromotionSummary,
} from "../promotion-types";

/*
 * Staff's side of the embedded store's promotion codes: the country's codes listed newest first
 * with where each stands, a new code written, a code paused or resumed. The shopper's side (a
 * code judged against a bag, its use counted with the order) is promotions.ts; a paused code is
 * refused there as not active.
 */

type Promotion = typeof t.promotions.$inferSelect;

const iso = (moment: Date | string | null) => (moment === null ? null : new Date(moment).toISOString());

function summarise(row: Promotion, now: Date): PromotionSummary {
  const startsAt = iso(row.startsAt);
  const endsAt = iso(row.endsAt);
  return {
    code: row.code,
    kind: row.kind,
    amount: Number(row.amount),
    minSubtotal: Number(row.minSubtotal),
    brandKey: row.brandKey,
    categoryId: row.categoryId,
    startsAt,
    endsAt,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    uses: row.uses,
    paused: row.paused,
    status: promotionStatus({ paused: row.paused, startsAt, endsAt, maxUses: row.maxUses, uses: row.uses }, now),
    createdAt: iso(row.createdAt)!,
  };
}

export function createPromotionAdmin(db: Db, region: RegionCode): { promotions: PromotionAdmin } {
  return {
    promotions: {
      async listPromotions() {
        const rows = await db
          .select()
          .from(t.promotions)
          .where(eq(t.promotions.region, region))
          .orderBy(desc(t.promotions.createdAt), desc(t.promotions.id));
        const now = new Date();
        return rows.map((row) => summarise(row, now));
      },

      async createPromotion(input: NewPromotion) {
        const code = normalizeCode(input.code);
        if (!code) throw new Error(`Not a promotion code: ${JSON.stringify(input.code)}`);
        // The unique index on (region, code) decides a race between two agents typing the same code.
        const [row] = await db
          .insert(t.promotions)
          .values({
            region,
            code,
            kind: input.kind,
            amount: input.amount,
            minSubtotal: input.minSubtotal ?? 0,
            brandKey: input.brandKey ?? null,
            categoryId: input.categoryId ?? null,
            startsAt: input.startsAt ? new Date(input.startsAt) : null,
            endsAt: input.endsAt ? new Date(input.endsAt) : null,
            maxUses: input.maxUses ?? null,
            maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
          })
          .onConflictDoNothing({ target: [t.promotions.region, t.promotions.code] })
          .returning();
        return row ? { status: "ok" as const, promotion: summarise(row, new Date()) } : { status: "taken" as const };
      },

      async setPromotionPaused(input: string, paused: boolean) {
        const code = normalizeCode(input);
        if (!code) return null;
        const [row] = await db
          .update(t.promotions)
          .set({ paused })
          .where(and(eq(t.promotions.region, region), eq(t.promotions.code, code)))
          .returning();
        return row ? summarise(row, new Date()) : null;
      },
    },
  };
}
