import type { RegionCode } from "@/lib/i18n/locales";

/**
 * Refund wording by payment method (ADR 0014): the original method, up to
 * 10 working days to show in the bank, up to 28 days for cards; buy-now-pay-later plans update
 * themselves (a note ae pages carry); cash on delivery is refunded by bank transfer that customer
 * service arranges. Each note is `returns.refund.{note}` in the locales.
 */
export type RefundNote = "original" | "card" | "bnpl" | "cod";

/** Refund delays the shopper is told: working days for the original method, days for cards. */
export const REFUND_WORKING_DAYS = 10;
export const CARD_REFUND_DAYS = 28;

const CARD_METHODS = ["card", "credit_card", "apple_pay", "apple-pay", "mada"];
const BNPL_METHODS = ["bnpl", "tabby", "tamara"];

/** What a shopper is told about the refund of an order paid this way. */
export function refundNotes(paymentMethod: string): RefundNote[] {
  const method = paymentMethod.toLowerCase();
  if (method === "cod") return ["cod"];
  if (BNPL_METHODS.includes(method)) return ["bnpl"];
  if (CARD_METHODS.includes(method)) return ["original", "card"];
  return ["original"];
}

/** The general policy (help centre, return flow before an order is known): every method, BNPL on ae pages only. */
export function refundPolicyNotes(region: RegionCode): RefundNote[] {
  return region === "ae" ? ["original", "card", "bnpl", "cod"] : ["original", "card", "cod"];
}
