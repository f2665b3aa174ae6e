import type { RequestRefusal, ReturnableLine, ReturnableOrder } from "@/lib/commerce/return-types";

/**
 * What the shopper picks in the return flow's first step, as pure functions so the rules the
 * server applies (lib/commerce/return-rules.ts) are mirrored before she submits: a line that
 * cannot go back stays disabled with its reason, a promotional bundle is picked whole, a
 * quantity never exceeds what is left, pierced pieces need the seal confirmed.
 */

/** Chosen quantity per order line id; an absent line is not chosen. */
export type Selection = Readonly<Record<number, number>>;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function bundleMembers(order: ReturnableOrder, bundle: string): ReturnableLine[] {
  return order.lines.filter((l) => l.bundle === bundle);
}

/** A bundle goes back whole: every piece of it still fully returnable. */
export function bundleReturnable(order: ReturnableOrder, bundle: string): boolean {
  return bundleMembers(order, bundle).every((m) => m.refusal === null && m.returnable === m.quantity);
}

/** Why a line cannot be chosen (its own refusal, or a bundle that can no longer go back whole), `null` when it can. */
export function lineBlock(order: ReturnableOrder, line: ReturnableLine): RequestRefusal | null {
  if (line.refusal) return line.refusal;
  if (line.returnable < 1) return "alreadyReturned";
  if (line.bundle && !bundleReturnable(order, line.bundle)) return "bundleWhole";
  return null;
}

export const canReturnAny = (order: ReturnableOrder) => order.lines.some((l) => lineBlock(order, l) === null);

/** The distinct reasons why lines of the order cannot go back, in line order (to explain an order with nothing returnable). */
export function blockedReasons(order: ReturnableOrder): RequestRefusal[] {
  const codes = order.lines.map((l) => lineBlock(order, l)).filter((c): c is RequestRefusal => c !== null);
  return [...new Set(codes)];
}

/** The lines that are chosen or cleared together with this one: its bundle, or itself. */
const groupOf = (order: ReturnableOrder, line: ReturnableLine) =>
  line.bundle ? bundleMembers(order, line.bundle) : [line];

/** Ticks or clears a line (a bundle's lines together, each with all its quantity); a blocked line does not change. */
export function selectLine(order: ReturnableOrder, selection: Selection, lineId: number, checked: boolean): Selection {
  const line = order.lines.find((l) => l.order_line_id === lineId);
  if (!line || lineBlock(order, line) !== null) return selection;
  const next: Record<number, number> = { ...selection };
  for (const member of groupOf(order, line)) {
    if (!checked) delete next[member.order_line_id];
    else
      next[member.order_line_id] = member.bundle
        ? member.quantity
        : (selection[member.order_line_id] ?? member.returnable);
  }
  return next;
}

/** A chosen line's quantity, between 1 and what is left; a bundle's quantities are fixed. */
export function setLineQuantity(
  order: ReturnableOrder,
  selection: Selection,
  lineId: number,
  quantity: number,
): Selection {
  const line = order.lines.find((l) => l.order_line_id === lineId);
  if (!line || line.bundle || selection[lineId] === undefined || !Number.isFinite(quantity)) return selection;
  return { ...selection, [lineId]: Math.min(Math.max(1, Math.trunc(quantity)), line.returnable) };
}

/**
 * The selection against the order as it is now (after a refresh the server may say less is
 * left): blocked lines dropped, quantities clamped, a bundle kept only when all of it is chosen.
 */
export function pruneSelection(order: ReturnableOrder, selection: Selection): Selection {
  const next: Record<number, number> = {};
  for (const line of order.lines) {
    const wanted = selection[line.order_line_id];
    if (wanted === undefined || lineBlock(order, line) !== null) continue;
    if (line.bundle) {
      if (bundleMembers(order, line.bundle).every((m) => selection[m.order_line_id] !== undefined))
        next[line.order_line_id] = line.quantity;
    } else {
      next[line.order_line_id] = Math.min(Math.max(1, Math.trunc(wanted)), line.returnable);
    }
  }
  return next;
}

/** The lines of the create body, in the order's line order. */
export function requestedLines(
  order: ReturnableOrder,
  selection: Selection,
): { orderLineId: number; quantity: number }[] {
  const pruned = pruneSelection(order, selection);
  return order.lines
    .filter((l) => pruned[l.order_line_id] !== undefined)
    .map((l) => ({ orderLineId: l.order_line_id, quantity: pruned[l.order_line_id]! }));
}

/** The chosen lines with their quantity, for the review and the confirmation. */
export function chosenLines(
  order: ReturnableOrder,
  selection: Selection,
): { line: ReturnableLine; quantity: number }[] {
  const byId = new Map(order.lines.map((l) => [l.order_line_id, l]));
  return requestedLines(order, selection).map((r) => ({ line: byId.get(r.orderLineId)!, quantity: r.quantity }));
}

/** Chosen pierced lines: each needs the hygiene seal confirmed. */
export function chosenPierced(order: ReturnableOrder, selection: Selection): number[] {
  return chosenLines(order, selection)
    .filter((c) => c.line.pierced)
    .map((c) => c.line.order_line_id);
}

/** True when every chosen pierced line has its seal confirmed (or none is chosen). */
export function sealsConfirmed(order: ReturnableOrder, selection: Selection, seals: readonly number[]): boolean {
  return chosenPierced(order, selection).every((id) => seals.includes(id));
}

/** What would be refunded: price × quantity of the chosen lines (the store's refund_estimate). */
export function refundEstimate(order: ReturnableOrder, selection: Selection): number {
  return round2(chosenLines(order, selection).reduce((sum, c) => sum + c.line.price * c.quantity, 0));
}

export const pieceCount = (order: ReturnableOrder, selection: Selection) =>
  chosenLines(order, selection).reduce((n, c) => n + c.quantity, 0);
