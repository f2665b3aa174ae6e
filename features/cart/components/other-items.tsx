"use client";
import type { TFunction } from "i18next";
import { useSections, useT } from "@/lib/i18n/client";
import type { CartOtherItem } from "@/lib/commerce/cart-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatCartMoney } from "../money";

type Props = { items: readonly CartOtherItem[] | undefined; currency: string; locale: Locale };

/**
 * What a hosted cart holds besides our products: custom items and gift certificates. Shown with
 * their amounts so the bag adds up to its total; they are changed at the store's checkout, where
 * they were made, so they carry no stepper and no link.
 */
export function OtherItemRows({ items, currency, locale }: Props) {
  const { t } = useT();
  useSections("cart");
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  return (items ?? []).map((item) => (
    <li key={item.id} className="flex items-baseline justify-between gap-3 py-4">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium">{nameOf(item, t)}</p>
        <p className="text-xs text-muted">
          {t("cart.line.qty", { n: number.format(item.quantity) })} · {t("cart.line.otherNote")}
        </p>
      </div>
      <p className="text-sm font-semibold">{formatCartMoney(item.amount, currency, locale)}</p>
    </li>
  ));
}

function nameOf(item: CartOtherItem, t: TFunction): string {
  if (item.kind === "custom") return item.name;
  return item.recipient
    ? t("cart.line.giftCertificate", { name: item.recipient })
    : t("cart.line.giftCertificateUnnamed");
}
