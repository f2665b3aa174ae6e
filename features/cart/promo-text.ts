import type { PromotionRefusal } from "@/lib/commerce/promotion-types";

/** A translated message as its key (under `cart.promo`) and values. */
export type PromoText = { key: string; values: Record<string, string> };

/**
 * What the shopper reads when a code is refused: the reason, with what she can act on (when it
 * starts, how much more to spend) when the store says. `money` and `day` format in her locale.
 */
export function refusalText(
  code: string,
  refusal: PromotionRefusal,
  money: (amount: number) => string,
  day: (iso: string) => string,
): PromoText {
  switch (refusal.reason) {
    case "notStarted":
      return refusal.startsAt
        ? { key: "cart.promo.refused.notStarted", values: { code, date: day(refusal.startsAt) } }
        : { key: "cart.promo.refused.notActive", values: { code } };
    case "minimumSpend":
      return refusal.missing !== undefined
        ? { key: "cart.promo.refused.minimumSpend", values: { code, amount: money(refusal.missing) } }
        : { key: "cart.promo.refused.minimumNotReached", values: { code } };
    default:
      return { key: `cart.promo.refused.${refusal.reason}`, values: { code } };
  }
}
