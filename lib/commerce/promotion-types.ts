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

/**
 * Where a code stands for staff: `paused` by staff, `scheduled` (its start is ahead), `ended` (its
 * end has passed), `usedUp` (its cap on all uses reached), else `active`. An ended code is ended
 * whatever else holds (resuming it would not bring it back); otherwise a paused one is paused,
 * whatever its dates and uses, since that is what staff must undo.
 */
export type PromotionStatus = "active" | "paused" | "scheduled" | "ended" | "usedUp";

/** One code as the staff area lists it: its terms, its uses and where it stands now. */
export type PromotionSummary = {
  code: string;
  kind: "percent" | "fixed";
  /** A percentage (1-100) or an amount in the country's currency. */
  amount: number;
  /** The eligible pieces' total must reach this (0: no minimum). */
  minSubtotal: number;
  /** The brand it is limited to, with its sub-brands; null: every brand. */
  brandKey: string | null;
  /** The category it is limited to, with its sub-categories; null: every category. */
  categoryId: number | null;
  /** ISO moments; null: from its creation, or with no end. */
  startsAt: string | null;
  endsAt: string | null;
  /** Orders it may be used on in all, and by one customer; null: no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  paused: boolean;
  status: PromotionStatus;
  createdAt: string;
};

/** A new code's terms (the code in any case: it is stored upper-case). */
export type NewPromotion = {
  code: string;
  kind: "percent" | "fixed";
  amount: number;
  minSubtotal?: number;
  brandKey?: string;
  categoryId?: number;
  /** ISO moments. */
  startsAt?: string;
  endsAt?: string;
  maxUses?: number;
  maxUsesPerCustomer?: number;
};

export type PromotionCreate = { status: "ok"; promotion: PromotionSummary } | { status: "taken" };

/**
 * Staff's side of a country's codes (create, pause, list). A store that keeps its codes
 * elsewhere (a hosted store's control panel) has none.
 */
export interface PromotionAdmin {
  /** The country's codes, newest first. */
  listPromotions(): Promise<PromotionSummary[]>;
  /** `taken` when the code (in any case) already exists in this country. */
  createPromotion(input: NewPromotion): Promise<PromotionCreate>;
  /** Pauses or resumes a code; null when the country has no such code. */
  setPromotionPaused(code: string, paused: boolean): Promise<PromotionSummary | null>;
}

/** Where a code stands at `now` (see PromotionStatus). */
export function promotionStatus(
  promotion: { paused: boolean; startsAt: string | null; endsAt: string | null; maxUses: number | null; uses: number },
  now: Date,
): PromotionStatus {
  if (promotion.endsAt && new Date(promotion.endsAt) <= now) return "ended";
  if (promotion.paused) return "paused";
  if (promotion.startsAt && new Date(promotion.startsAt) > now) return "scheduled";
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return "usedUp";
  return "active";
}
