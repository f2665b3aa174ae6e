"use client";
import { SoftLink } from "@/components/ui/soft-link";
import { useSections, useT } from "@/lib/i18n/client";
import { Suspense } from "react";
import type { BrandTabKey } from "@/lib/i18n/brands";
import { BRAND_TABS } from "@/lib/i18n/brands";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { BagIcon } from "@/components/ui/icons";
import { useCart, useCartActions } from "../use-cart";
import { CartLineRow } from "./cart-line-row";
import { CartLinksNotice } from "./cart-links-notice";
import { CartSummary } from "./cart-summary";
import { OtherItemRows } from "./other-items";

/** Where "Start shopping" goes: the whole catalogue for the main brand, Miss L's home for hers. */
function shopHref(locale: Locale, brand: BrandTabKey): string {
  return brand === "missl"
    ? `/${locale}${BRAND_TABS.missl.home}`
    : `/${locale}/${REGIONS[LOCALES[locale].region].listingPageId}`;
}

/** The cart page of either brand (/cart, /miss-l/cart): lines, totals, checkout, links. */
export function CartPage({ locale, brand }: { locale: Locale; brand: BrandTabKey }) {
  const { t } = useT();
  useSections("cart");
  const { cart, isLoading, isError, refetch } = useCart();
  const actions = useCartActions();
  const lines = cart?.line_items.physical_items ?? [];
  const others = cart?.line_items.other_items ?? [];
  const empty = lines.length === 0 && others.length === 0;
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="flex items-baseline gap-3 text-2xl font-semibold sm:text-3xl">
        {t("cart.title")}
        {cart && !empty && (
          <span className="text-base font-normal text-muted">
            {t("cart.itemCount", { count: cart.totalCount, n: number.format(cart.totalCount) })}
          </span>
        )}
      </h1>
      {/* The bag is read in the browser (its id is in this tab's storage), after the server's first
          frame: at least a screen tall from the start, so the footer is below the first screen and
          nothing in view moves when the lines, or the empty bag, replace the loading line. */}
      <div className="mt-6 min-h-svh">
        {/* The link parameters are read after hydration: the page itself is the same for everyone. */}
        <Suspense>
          <CartLinksNotice />
        </Suspense>
        {isLoading ? (
          <p role="status" className="py-16 text-center text-muted">
            {t("cart.loading")}
          </p>
        ) : isError ? (
          <div role="alert" className="py-16 text-center">
            <p className="font-medium">{t("cart.loadFailed")}</p>
            <button
              type="button"
              onClick={refetch}
              className="mt-4 rounded-md border border-ink px-5 py-2.5 text-sm font-semibold"
            >
              {t("cart.retry")}
            </button>
          </div>
        ) : !cart || empty ? (
          <div className="flex flex-col items-center py-16 text-center">
            <BagIcon className="size-10 text-muted" aria-hidden="true" />
            <p className="mt-4 text-lg font-medium">{t("cart.empty")}</p>
            <p className="mt-2 max-w-sm text-sm text-muted">{t("cart.emptyHint")}</p>
            <SoftLink
              href={shopHref(locale, brand)}
              className="mt-6 rounded-md bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-navy"
            >
              {t("cart.shopNow")}
            </SoftLink>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <ul className="divide-y divide-line border-y border-line">
              {lines.map((line) => (
                <CartLineRow key={line.id} line={line} cart={cart} locale={locale} actions={actions} />
              ))}
              <OtherItemRows items={others} currency={cart.currency.code} locale={locale} />
            </ul>
            <CartSummary cart={cart} locale={locale} />
          </div>
        )}
      </div>
    </div>
  );
}
