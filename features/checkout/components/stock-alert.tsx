"use client";
import Link from "next/link";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { OutOfStockItem } from "../schema";

/** Which pieces ran short when the order was placed, and the way back to the bag to change them. */
export function StockAlert({
  items,
  names,
  cartHref,
  locale,
}: {
  items: OutOfStockItem[];
  names: Record<string, string>;
  cartHref: string;
  locale: Locale;
}) {
  const { t } = useT();
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  return (
    <div role="alert" className="rounded-md border border-sale/40 bg-white p-4 text-sm">
      <p className="font-semibold text-sale">{t("checkout.errors.outOfStockTitle")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item.sku}>
            {t("checkout.errors.outOfStockItem", {
              name: names[item.sku] ?? item.sku,
              available: number.format(item.available),
              requested: number.format(item.requested),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t("checkout.errors.outOfStockHint")}</p>
      <Link href={cartHref} className="mt-2 inline-block font-semibold underline underline-offset-4">
        {t("checkout.review.editBag")}
      </Link>
    </div>
  );
}
