import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import type { RegionCode } from "@/lib/i18n/locales";
import type { RuleOrder } from "@/lib/commerce/return-rules";
import { RETURN_PATH, type ReturnStatus } from "../return-types";
import { orderNumber } from "./orders";
import type { Reader, ReturnOrderLine } from "./return-orders";

// The embedded returns' small parts (returns.ts keeps the operations): the rules' knobs, the path
// staff move a return along, its number, the quantities already returned, the rules' view of an order.

/** The return rules' knobs, injectable so tests choose the clock and the configuration. */
export type ReturnPolicy = {
  windowDays: () => number;
  reviewRule: () => { max: number; days: number };
  now: () => Date;
};

/** Staff may move a return one step along its path, or refuse it after inspection. */
export function nextStatuses(current: ReturnStatus): ReturnStatus[] {
  const at = RETURN_PATH.indexOf(current);
  if (at < 0 || at === RETURN_PATH.length - 1) return [];
  return current === "inspected" ? ["refunded", "refused"] : [RETURN_PATH[at + 1]!];
}

/** "RKSA-100007": the order's number with an R, since a return belongs to one order. */
export const returnNumber = (id: number, region: string) => `R${orderNumber(id, region)}`;

/** Quantity of each line of an order (of `store`'s, in `region`) already in a return that was not cancelled. */
export async function takenQuantities(
  db: Reader,
  store: string,
  region: RegionCode,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ line: t.returnLines.orderLineId, quantity: sql<number>`sum(${t.returnLines.quantity})::int` })
    .from(t.returnLines)
    .innerJoin(t.returns, eq(t.returns.id, t.returnLines.returnId))
    .where(
      and(
        eq(t.returns.store, store),
        eq(t.returns.region, region),
        eq(t.returns.orderId, orderId),
        ne(t.returns.status, "cancelled"),
      ),
    )
    .groupBy(t.returnLines.orderLineId);
  return new Map(rows.map((r) => [r.line, r.quantity]));
}

export const ruleOrder = (region: RegionCode, deliveredAt: Date | null, lines: ReturnOrderLine[]): RuleOrder => ({
  region,
  deliveredAt,
  lines: lines.map((l) => ({ id: l.id, quantity: l.quantity, productType: l.productType, bundle: l.bundleKey })),
});
