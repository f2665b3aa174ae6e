/**
 * Promotion codes as every store speaks of them to the shopper: the code a cart carries, what it
 * takes off, and why a code is refused. The first rule a code fails is the one the shopper is
 * told, with what she can act on (when it starts, how much more to spend).
 */
export type PromotionRefusal =
  | { reason: "unknown" }
  | { reason: "otherCountry" }
  /** `startsAt` (ISO) when the store says; a hosted store's refusal may not. */
  | { reason: "notStarted"; startsAt?: string }
  | { reason: "expired" }
  | { reason: "usedUp" }
  | { reason: "alreadyUsed" }
  | { reason: "notForThesePieces" }
  /** `missing`: how much more the eligible pieces must cost, when the store says. */
  | { reason: "minimumSpend"; missing?: number };

export type PromotionRefusalReason = PromotionRefusal["reason"];

/** A code applied to a cart and what it takes off the cart's amount (Carts v3's `coupons`). */
export type CartCoupon = { code: string; discounted_amount: number };

/** Codes are letters, digits, `-` and `_`, 3 to 32 of them, in any case; null for anything else. */
export function normalizeCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9_-]{3,32}$/.test(code) ? code : null;
}
