import type { TFunction } from "i18next";
import Link from "next/link";
import { ChevronEndIcon } from "@/components/ui/icons";
import type { Order } from "@/lib/commerce/cart-types";
import type { Customer } from "@/lib/commerce/customer-types";
import type { Locale } from "@/lib/i18n/locales";
import { accountPath, type AccountSection } from "../sections";
import { NoOrders, OrdersList } from "./orders-list";

const SHORTCUTS: { section: AccountSection; text: string }[] = [
  { section: "my-details", text: "account.overview.detailsText" },
  { section: "address-book", text: "account.overview.addressesText" },
  { section: "my-wishlist", text: "account.overview.wishlistText" },
  { section: "newsletter", text: "account.overview.newsletterText" },
];

/** The account's first page: a greeting, the three latest orders and the main sections. */
export function AccountOverview({
  customer,
  orders,
  locale,
  t,
}: {
  customer: Customer;
  orders: Order[];
  locale: Locale;
  t: TFunction;
}) {
  return (
    <div className="space-y-10">
      <div>
        <p className="text-xl font-semibold">{t("account.overview.greeting", { name: customer.firstName })}</p>
        <p className="mt-1 text-sm text-muted">
          {t("account.overview.signedInAs", { email: `\u2068${customer.email}\u2069` })}
        </p>
      </div>
      <section aria-labelledby="overview-orders">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h3 id="overview-orders" className="text-lg font-semibold">
            {t("account.overview.recentOrders")}
          </h3>
          {orders.length > 0 && (
            <Link href={accountPath(locale, "my-orders")} className="text-sm font-medium underline underline-offset-4">
              {t("account.overview.viewAllOrders")}
            </Link>
          )}
        </div>
        {orders.length > 0 ? (
          <OrdersList orders={orders.slice(0, 3)} locale={locale} t={t} />
        ) : (
          <NoOrders locale={locale} t={t} />
        )}
      </section>
      <section aria-labelledby="overview-shortcuts">
        <h3 id="overview-shortcuts" className="mb-4 text-lg font-semibold">
          {t("account.overview.shortcuts")}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SHORTCUTS.map(({ section, text }) => (
            <li key={section}>
              <Link
                href={accountPath(locale, section)}
                className="flex h-full items-center gap-3 rounded-lg border border-line p-4 transition hover:border-ink"
              >
                <span className="flex-1">
                  <span className="block font-semibold">{t(`account.sections.${section}`)}</span>
                  <span className="mt-0.5 block text-sm text-muted">{t(text)}</span>
                </span>
                <ChevronEndIcon className="size-5 shrink-0 text-muted rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
