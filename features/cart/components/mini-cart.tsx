"use client";
import Link from "next/link";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES } from "@/lib/i18n/locales";
import { useChosenStore } from "@/features/pickup";
import { checkoutHref } from "../checkout-href";
import { formatCartMoney } from "../money";
import { useCart } from "../use-cart";
import { LineOptions, LinePicture, LinePrice, splitLineName, vatRate } from "./line-parts";
import { OtherItemRows } from "./other-items";
import { PromoLines } from "./promo-lines";

const buttonClass = "block w-full rounded-md px-4 py-3 text-center text-sm font-semibold tracking-wide";

/** The mini cart drawer's content: lines, subtotal with its VAT, View bag and Checkout. */
export function MiniCart({ locale, onNavigate }: { locale: Locale; onNavigate: () => void }) {
  const { t } = useT();
  useSections("cart", "product");
  const { cart, isLoading } = useCart();
  // The boutique chosen this visit goes to checkout as from the bag page (a hosted country's checkout takes it).
  const [pickupStore] = useChosenStore(LOCALES[locale].region);
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const lines = cart?.line_items.physical_items ?? [];
  const others = cart?.line_items.other_items ?? [];

  if (isLoading) return <p className="text-sm text-muted">{t("cart.loading")}</p>;
  if (!cart || (lines.length === 0 && others.length === 0)) {
    return (
      <>
        <p className="font-medium">{t("drawers.miniCart.empty")}</p>
        <div className="mt-6 space-y-3">
          <Link href={`/${locale}/cart`} onClick={onNavigate} className={`${buttonClass} bg-ink text-white`}>
            {t("drawers.miniCart.viewCart")}
          </Link>
          <Link href={`/${locale}`} onClick={onNavigate} className={`${buttonClass} border border-ink`}>
            {t("drawers.miniCart.continue")}
          </Link>
        </div>
      </>
    );
  }

  const money = (value: number) => formatCartMoney(value, cart.currency.code, locale);
  return (
    <div className="flex min-h-full flex-col">
      <p className="text-sm text-muted">
        {t("cart.itemCount", { count: cart.totalCount, n: number.format(cart.totalCount) })}
      </p>
      <ul className="mt-3 flex-1 divide-y divide-line">
        {lines.map((line) => {
          const { brand, title } = splitLineName(line.name);
          return (
            <li key={line.id} className="flex gap-3 py-4">
              <LinePicture line={line} size={72} />
              <div className="min-w-0 flex-1 space-y-1">
                {brand && <p className="text-[11px] font-semibold tracking-widest text-muted uppercase">{brand}</p>}
                <Link
                  href={`/${locale}/p/${line.url}`}
                  onClick={onNavigate}
                  className="line-clamp-2 text-sm leading-snug hover:underline"
                >
                  {title}
                </Link>
                <LineOptions line={line} locale={locale} t={t} />
                <div className="flex items-baseline justify-between gap-2">
                  <p className="text-xs text-muted">{t("cart.line.qty", { n: number.format(line.quantity) })}</p>
                  <LinePrice line={line} cart={cart} locale={locale} t={t} />
                </div>
              </div>
            </li>
          );
        })}
        <OtherItemRows items={others} currency={cart.currency.code} locale={locale} />
      </ul>
      <div className="sticky bottom-0 -mx-5 border-t border-line bg-white px-5 pt-4 pb-1">
        {(cart.coupons ?? []).length > 0 && (
          <dl className="mb-1">
            <PromoLines cart={cart} locale={locale} className="flex justify-between text-sm" />
          </dl>
        )}
        <p className="flex justify-between text-sm font-semibold">
          <span>{t("cart.summary.subtotal")}</span>
          <span>{money(cart.cart_amount)}</span>
        </p>
        <p className="mt-1 text-xs text-muted">
          {t("cart.summary.vatIncluded", { rate: vatRate(locale), amount: money(cart.VAT_Tax) })}
        </p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Link href={`/${locale}/cart`} onClick={onNavigate} className={`${buttonClass} border border-ink`}>
            {t("cart.summary.viewBag")}
          </Link>
          <a href={checkoutHref(cart, pickupStore)} onClick={onNavigate} className={`${buttonClass} bg-ink text-white`}>
            {t("cart.summary.checkout")}
          </a>
        </div>
      </div>
    </div>
  );
}
