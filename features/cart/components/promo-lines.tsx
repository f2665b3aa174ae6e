"use client";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import type { ClientCart } from "../client-types";
import { formatCartMoney } from "../money";

/**
 * The promotion code's own line in a bag's totals (the bag page, the mini bag, the checkout): its
 * code and what it takes off, as a negative amount (the locale's own minus sign and order). Rows of a `<dl>`; nothing without a code.
 */
export function PromoLines({
  cart,
  locale,
  className,
}: {
  cart: Pick<ClientCart, "coupons" | "currency">;
  locale: Locale;
  className?: string;
}) {
  const { t } = useT();
  useSections("cart");
  return (cart.coupons ?? []).map((coupon) => (
    <div key={coupon.code} className={`${className ?? ""} text-teal`} data-testid="promo-line">
      <dt>{t("cart.promo.line", { code: coupon.code })}</dt>
      <dd>{formatCartMoney(-coupon.discounted_amount, cart.currency.code, locale)}</dd>
    </div>
  ));
}
