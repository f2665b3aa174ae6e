import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import { round2 } from "../cart-totals";
import { normalizeCode, type PromotionRefusal } from "../promotion-types";

/*
 * The embedded store's promotion codes: whether a code applies to a bag, what it takes off, and
 * its use counted when an order is placed with it.
 *
 * A code is judged in this order, and the first rule it fails is the one the shopper is told:
 * it exists (in this country, or only in another), it is active now (not paused, started, not
 * ended), it is not used up, this customer has not used it up, some piece of the bag is in its
 * scope (brand with its sub-brands, category with its sub-categories), and those pieces reach its
 * minimum (the refusal says how much is missing). The discount is a percentage of the eligible
 * pieces' total, or a fixed amount never above it.
 */

/** A bag's line as the engine needs it: the product and what the line costs (tax included). */
export type PromotionLine = { productId: number; lineTotal: number };

export type PromotionQuote = {
  promotionId: number;
  code: string;
  kind: "percent" | "fixed";
  amount: number;
  /** The products in the code's scope, and their lines' total. */
  eligibleProductIds: number[];
  eligibleSubtotal: number;
  discount: number;
};

export type PromotionOutcome = { ok: true; quote: PromotionQuote } | { ok: false; refusal: PromotionRefusal };

/** Who asks: a signed-in customer is counted by her account, a guest by the e-mail she gives at checkout. */
export type PromotionShopper = { customerId: number; email?: string | null };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Q = Db | Tx;

type Promotion = typeof t.promotions.$inferSelect;

/** Uses of promotion `id` by this shopper: by account when signed in, else by e-mail (none known: 0). */
async function usesBy(q: Q, id: number, shopper: PromotionShopper): Promise<number> {
  const who =
    shopper.customerId > 0
      ? eq(t.promotionUses.customerId, shopper.customerId)
      : shopper.email
        ? eq(t.promotionUses.email, shopper.email.trim().toLowerCase())
        : null;
  if (!who) return 0;
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(t.promotionUses)
    .where(and(eq(t.promotionUses.promotionId, id), who));
  return row?.n ?? 0;
}

/** The lines' product ids that the promotion's brand and category reach. */
async function inScope(q: Q, promotion: Promotion, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  if (!promotion.brandKey && promotion.categoryId === null) return new Set(productIds);
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const brand = promotion.brandKey
    ? sql`and (b.key = ${promotion.brandKey} or b.parent_key = ${promotion.brandKey})`
    : sql``;
  const category =
    promotion.categoryId === null
      ? sql``
      : sql`and exists (
          with recursive tree(id) as (
            select ${promotion.categoryId}::int
            union select c.id from categories c join tree on c.parent_id = tree.id
          )
          select 1 from product_categories pc join tree on tree.id = pc.category_id where pc.product_id = p.id
        )`;
  const result = (await q.execute(
    sql`select p.id from products p join brands b on b.key = p.brand_key where p.id in (${ids}) ${brand} ${category}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return new Set(result.rows.map((row) => Number(row.id)));
}

function judgeTime(promotion: Promotion, now: Date): PromotionRefusal | null {
  if (promotion.paused) return { reason: "expired" };
  if (promotion.startsAt && new Date(promotion.startsAt) > now)
    return { reason: "notStarted", startsAt: new Date(promotion.startsAt).toISOString() };
  if (promotion.endsAt && new Date(promotion.endsAt) <= now) return { reason: "expired" };
  return null;
}

async function judge(
  q: Q,
  promotion: Promotion,
  lines: PromotionLine[],
  shopper: PromotionShopper,
  now: Date,
): Promise<PromotionOutcome> {
  const timing = judgeTime(promotion, now);
  if (timing) return { ok: false, refusal: timing };
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses)
    return { ok: false, refusal: { reason: "usedUp" } };
  if (promotion.maxUsesPerCustomer !== null && (await usesBy(q, promotion.id, shopper)) >= promotion.maxUsesPerCustomer)
    return { ok: false, refusal: { reason: "alreadyUsed" } };
  const reached = await inScope(
    q,
    promotion,
    lines.map((line) => line.productId),
  );
  const eligible = lines.filter((line) => reached.has(line.productId));
  if (eligible.length === 0) return { ok: false, refusal: { reason: "notForThesePieces" } };
  const eligibleSubtotal = round2(eligible.reduce((sum, line) => sum + line.lineTotal, 0));
  if (eligibleSubtotal < promotion.minSubtotal)
    return {
      ok: false,
      refusal: { reason: "minimumSpend", missing: round2(promotion.minSubtotal - eligibleSubtotal) },
    };
  const discount =
    promotion.kind === "percent"
      ? round2((eligibleSubtotal * promotion.amount) / 100)
      : Math.min(promotion.amount, eligibleSubtotal);
  const eligibleProductIds = [...new Set(eligible.map((line) => line.productId))];
  return {
    ok: true,
    quote: {
      promotionId: promotion.id,
      code: promotion.code,
      kind: promotion.kind,
      amount: promotion.amount,
      eligibleProductIds,
      eligibleSubtotal,
      discount,
    },
  };
}

/** Whether `code` applies to these lines in `region`'s store for this shopper, and what it takes off. */
export async function quotePromotion(
  q: Q,
  input: {
    region: RegionCode;
    code: string;
    lines: PromotionLine[];
    shopper: PromotionShopper;
    now?: Date;
    found?: Promotion[];
  },
): Promise<PromotionOutcome> {
  const code = normalizeCode(input.code);
  if (!code) return { ok: false, refusal: { reason: "unknown" } };
  const found = input.found ?? (await findPromotions(q, code));
  const promotion = found.find((p) => p.region === input.region);
  if (!promotion) return { ok: false, refusal: { reason: found.length > 0 ? "otherCountry" : "unknown" } };
  return judge(q, promotion, input.lines, input.shopper, input.now ?? new Date());
}

/**
 * Every country's promotion of this code (normalised): `quotePromotion` tells "another country's"
 * from "unknown" by them. Callers that read the cart in the same statement (cartViewAndPromotions)
 * pass them as `found`.
 */
function findPromotions(q: Q, code: string): Promise<Promotion[]> {
  return q.select().from(t.promotions).where(eq(t.promotions.code, code));
}

/**
 * Counts a use of the code for order `orderId`, inside the transaction that places the order. The
 * promotion's row is locked first, so of two orders racing for its last use one gets it and the
 * other is refused (its transaction then places the order without the discount, or not at all:
 * the caller's choice). The terms are judged again under the lock with the order's lines.
 */
export async function claimPromotion(
  tx: Tx,
  input: {
    region: RegionCode;
    code: string;
    lines: PromotionLine[];
    shopper: PromotionShopper & { email: string };
    orderId: number;
    now?: Date;
  },
): Promise<PromotionOutcome> {
  const code = normalizeCode(input.code);
  if (!code) return { ok: false, refusal: { reason: "unknown" } };
  const [promotion] = await tx
    .select()
    .from(t.promotions)
    .where(and(eq(t.promotions.region, input.region), eq(t.promotions.code, code)))
    .for("update");
  if (!promotion) return quotePromotion(tx, input);
  const outcome = await judge(tx, promotion, input.lines, input.shopper, input.now ?? new Date());
  if (!outcome.ok) return outcome;
  await tx
    .update(t.promotions)
    .set({ uses: sql`${t.promotions.uses} + 1` })
    .where(eq(t.promotions.id, promotion.id));
  await tx.insert(t.promotionUses).values({
    promotionId: promotion.id,
    orderId: input.orderId,
    customerId: input.shopper.customerId,
    email: input.shopper.email.trim().toLowerCase(),
    discount: outcome.quote.discount,
  });
  return outcome;
}

/**
 * A discount shared among lines in proportion to what each costs, to the cent, the shares adding
 * up to the discount exactly (the last eligible line takes the rounding): a return then refunds
 * what the shopper paid for a line. Lines outside the code's scope (`eligible` false) get 0.
 */
export function shareDiscount(discount: number, lines: { lineTotal: number; eligible: boolean }[]): number[] {
  const base = lines.reduce((sum, line) => sum + (line.eligible ? line.lineTotal : 0), 0);
  const last = lines.findLastIndex((line) => line.eligible);
  let given = 0;
  return lines.map((line, index) => {
    if (!line.eligible || base <= 0) return 0;
    const share = index === last ? round2(discount - given) : round2((discount * line.lineTotal) / base);
    given = round2(given + share);
    return share;
  });
}
