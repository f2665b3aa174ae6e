import type { RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { LineRefusal, RequestRefusal } from "@/lib/commerce/return-types";

/**
 * The return rules of the store's return policy (ADR 0014), pure so each edge is unit-tested; the store
 * applies them inside the transaction that writes a return, so the server is the judge.
 */

/** Product types that are gold coins or bars: never returned, refunded or (sa) exchanged. */
export const COINS_AND_BARS_TYPES: readonly string[] = ["coins-bars"];
/** Product types worn through a piercing: returned only with the hygiene seal unbroken. */
export const PIERCED_TYPES: readonly string[] = ["earrings"];
/** How many working days of courier collection the flow offers. */
export const COLLECTION_DAYS_OFFERED = 5;

const DAY_MS = 86_400_000;

/** A moment's calendar date in the country ("2026-11-21"). */
export function countryDate(at: Date, region: RegionCode): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: REGIONS[region].timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** `date` plus `days` calendar days (dates only, no clock). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last day a return can be requested: delivered on the 1st (country time) with a 15-day
 * window, the 16th is the last day, whole (until midnight in the country).
 */
export function lastReturnDay(deliveredAt: Date, windowDays: number, region: RegionCode): string {
  return addDays(countryDate(deliveredAt, region), windowDays);
}

export type RuleLine = { id: number; quantity: number; productType: string | null; bundle: string | null };
export type RuleOrder = { region: RegionCode; deliveredAt: Date | null; lines: RuleLine[] };
/** Quantity of each order line already in a return that was not cancelled. */
export type Taken = ReadonlyMap<number, number>;

export function isCoinsOrBars(productType: string | null): boolean {
  return productType !== null && COINS_AND_BARS_TYPES.includes(productType);
}
export function isPierced(productType: string | null): boolean {
  return productType !== null && PIERCED_TYPES.includes(productType);
}

/** What of a line can still be returned, and why not when nothing can. */
export function lineEligibility(
  order: RuleOrder,
  line: RuleLine,
  taken: Taken,
  windowDays: number,
  now: Date,
): { returnable: number; refusal: LineRefusal | null } {
  const none = (refusal: LineRefusal) => ({ returnable: 0, refusal });
  if (!order.deliveredAt) return none("notDelivered");
  if (countryDate(now, order.region) > lastReturnDay(order.deliveredAt, windowDays, order.region))
    return none("windowClosed");
  if (isCoinsOrBars(line.productType)) return none("coinsBars");
  const left = line.quantity - (taken.get(line.id) ?? 0);
  return left > 0 ? { returnable: left, refusal: null } : none("alreadyReturned");
}

export type RequestedLine = { orderLineId: number; quantity: number };

/**
 * A whole request against the rules: every line returnable in that quantity, no line twice,
 * a promotional bundle whole (every line of it, all its quantity, none returned before), the
 * seal confirmed for pierced jewellery. The first broken rule, with the lines it concerns.
 */
export function checkRequest(
  order: RuleOrder,
  requested: RequestedLine[],
  taken: Taken,
  { windowDays, now, sealConfirmed }: { windowDays: number; now: Date; sealConfirmed: boolean },
): { code: RequestRefusal; lines: number[] } | null {
  if (requested.length === 0) return { code: "noLines", lines: [] };
  const byId = new Map(order.lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  for (const want of requested) {
    const line = byId.get(want.orderLineId);
    if (!line || seen.has(want.orderLineId)) return { code: "unknownLine", lines: [want.orderLineId] };
    seen.add(line.id);
    const { returnable, refusal } = lineEligibility(order, line, taken, windowDays, now);
    if (refusal) return { code: refusal, lines: [line.id] };
    if (want.quantity < 1 || want.quantity > returnable) return { code: "tooMany", lines: [line.id] };
  }
  const bundles = new Set(requested.map((r) => byId.get(r.orderLineId)!.bundle).filter((b): b is string => b !== null));
  for (const bundle of bundles) {
    const members = order.lines.filter((l) => l.bundle === bundle);
    const whole = members.every(
      (m) => (taken.get(m.id) ?? 0) === 0 && requested.some((r) => r.orderLineId === m.id && r.quantity === m.quantity),
    );
    if (!whole) return { code: "bundleWhole", lines: members.map((m) => m.id) };
  }
  const pierced = requested.filter((r) => isPierced(byId.get(r.orderLineId)!.productType)).map((r) => r.orderLineId);
  if (pierced.length > 0 && !sealConfirmed) return { code: "sealNotConfirmed", lines: pierced };
  return null;
}

/** The next `count` working days of the country after today (its weekend skipped), for courier collection. */
export function collectionDates(region: RegionCode, now: Date, count = COLLECTION_DAYS_OFFERED): string[] {
  const weekend = REGIONS[region].weekend as readonly number[];
  const dates: string[] = [];
  for (let day = addDays(countryDate(now, region), 1); dates.length < count; day = addDays(day, 1)) {
    if (!weekend.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) dates.push(day);
  }
  return dates;
}

/** More than `max` returns within `days` (this one included) is an unusual pattern. */
export function isUnusualPattern(recentReturns: number, rule: { max: number }): boolean {
  return recentReturns + 1 > rule.max;
}
