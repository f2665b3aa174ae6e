// Stock rules of one variant: the product page's stepper and stock line and the bag's quantity
// stepper read them alike (data-free, so both features and the server use them).
/** The stepper stops at 10 even when more is in stock: larger orders go through the stores. */
export const MAX_QUANTITY_PER_LINE = 10;

export type StockLevel = "in" | "low" | "out";

/**
 * "Only N left" shows at or below the store's warning level. `available` null is stock the store
 * does not count: in stock, no figure.
 */
export function stockLevel(available: number | null, warningLevel: number): StockLevel {
  if (available === null) return "in";
  if (available <= 0) return "out";
  return available <= warningLevel ? "low" : "in";
}

/** The quantity stepper's upper bound: what the store can sell, at most the per-line cap (the cap alone when not counted). */
export function quantityLimit(available: number | null): number {
  return Math.max(0, Math.min(MAX_QUANTITY_PER_LINE, available ?? MAX_QUANTITY_PER_LINE));
}

/** Whether a variant can go in the bag: some left, or stock not counted. */
export const canBuy = (available: number | null): boolean => available === null || available > 0;
