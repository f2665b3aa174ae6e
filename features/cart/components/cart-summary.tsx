"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useChosenStore } from "@/features/pickup";
import { checkoutHref } from "../checkout-href";
import { formatCartMoney } from "../money";
import type { ClientCart } from "../client-types";
import { hasStockProblem } from "../totals";
import { vatRate } from "./line-parts";
import { PromoCode } from "./promo-code";
import { PromoLines } from "./promo-lines";
import { useCustomer } from "@/features/customer/client";
import { useAuthModal } from "@/features/shell/client";

/** Totals as the spec names them (SubTotal_Ex_TAX, VAT_Tax, total) and the way to checkout. */
export function CartSummary({ cart, locale }: { cart: ClientCart; locale: Locale }) {
  const { t } = useT();
  useSections("cart");
  const { customer } = useCustomer();
  const { open: openAuth } = useAuthModal();
  // The boutique chosen on a product page this visit, handed to a hosted country's checkout.
  const [pickupStore] = useChosenStore(LOCALES[locale].region);
  const money = (value: number) => formatCartMoney(value, cart.currency.code, locale);
  const blocked = hasStockProblem(cart);
  const row = "flex justify-between gap-4 text-sm";
  return (
    <section aria-labelledby="cart-summary" className="rounded-lg bg-cream p-5 lg:sticky lg:top-4">
      <h2 id="cart-summary" className="text-lg font-semibold">
        {t("cart.summary.title")}
      </h2>
      <dl className="mt-4 space-y-2">
        <PromoLines cart={cart} locale={locale} className={row} />
        <div className={row}>
          <dt>{t("cart.summary.subtotalExTax")}</dt>
          <dd>{money(cart.SubTotal_Ex_TAX)}</dd>
        </div>
        <div className={row}>
          <dt>{t("cart.summary.vat", { rate: vatRate(locale) })}</dt>
          <dd>{money(cart.VAT_Tax)}</dd>
        </div>
        <div className={`${row} border-t border-line pt-3 text-base font-semibold`}>
          <dt>{t("cart.summary.total")}</dt>
          <dd>{money(cart.cart_amount)}</dd>
        </div>
        {cart.discount_amount > 0 && (
          <div className={`${row} font-medium text-sale`}>
            <dt>{t("cart.summary.savings")}</dt>
            <dd>{money(cart.discount_amount)}</dd>
          </div>
        )}
      </dl>
      <PromoCode cart={cart} locale={locale} />
      {blocked && (
        <p id="cart-blocked" className="mt-4 text-sm font-medium text-sale">
          {t("cart.summary.stockProblem")}
        </p>
      )}
      {blocked ? (
        <button
          type="button"
          disabled
          aria-describedby="cart-blocked"
          className="mt-5 block w-full cursor-not-allowed rounded-md bg-line px-4 py-3 text-sm font-semibold tracking-wide text-muted"
        >
          {t("cart.summary.checkout")}
        </button>
      ) : (
        <a
          href={checkoutHref(cart, pickupStore)}
          onClick={(event) => {
            // A guest chooses first: sign in and go on, or check out as a guest.
            if (customer) return;
            event.preventDefault();
            openAuth("checkout-guest", { checkoutUrl: checkoutHref(cart, pickupStore) });
          }}
          className="mt-5 block w-full rounded-md bg-ink px-4 py-3 text-center text-sm font-semibold tracking-wide text-white transition hover:bg-navy"
        >
          {t("cart.summary.checkout")}
        </a>
      )}
    </section>
  );
}
