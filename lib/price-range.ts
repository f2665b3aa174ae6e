import { PRICE_RANGE_FALLBACK } from "./constants";

export type PriceRange = { min: number; max: number | null };

/** Clamps a value between a minimum and maximum. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Reads a listing price segment: `under-500`, `500-1000`, `50000-above`.
 * Returns null when the segment is not a price range.
 */
export function parsePriceSegment(segment: string): PriceRange | null {
  let m = /^under-(\d+)$/.exec(segment);
  if (m) return { min: 0, max: Number(m[1]) };
  m = /^(\d+)-above$/.exec(segment);
  if (m) return { min: Number(m[1]), max: null };
  m = /^(\d+)-(\d+)$/.exec(segment);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return a <= b ? { min: a, max: b } : null;
  }
  return null;
}

export function priceSegment(range: PriceRange): string {
  if (range.max === null) return `${range.min}-above`;
  if (range.min === 0) return `under-${range.max}`;
  return `${range.min}-${range.max}`;
}

/** Bounds for a search request; open ends fall back to the spec's 10..9999999. */
export function priceBounds(range: PriceRange | null): { min: number; max: number } {
  const lo = PRICE_RANGE_FALLBACK.min;
  const hi = PRICE_RANGE_FALLBACK.max;
  if (!range) return { min: lo, max: hi };
  return { min: clamp(range.min, lo, hi), max: clamp(range.max ?? hi, lo, hi) };
}
