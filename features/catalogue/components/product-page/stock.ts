/** The stepper stops at 10 even when more is in stock: larger orders go through the stores. */
export const MAX_QUANTITY_PER_LINE = 10;

export type StockLevel = "in" | "low" | "out";

/** "Only N left" shows at or below the store's warning level. */
export function stockLevel(available: number, warningLevel: number): StockLevel {
  if (available <= 0) return "out";
  return available <= warningLevel ? "low" : "in";
}

/** The quantity stepper's upper bound: what the store can sell, at most the per-line cap. */
export function quantityLimit(available: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY_PER_LINE, available));
}
