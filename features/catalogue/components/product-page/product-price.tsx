import type { TFunction } from "i18next";
import type { ProductPrices } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney, savingPercent } from "@/lib/money";

/** Price, and when on sale the struck base price (read out as "Was ...") and the saving. */
export function ProductPrice({ prices, locale, t }: { prices: ProductPrices; locale: Locale; t: TFunction }) {
  const onSale = prices.salePrice !== null && prices.salePrice.value < prices.basePrice.value;
  const price = formatMoney(prices.price, locale);
  const base = formatMoney(prices.basePrice, locale);
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`text-2xl font-semibold tracking-tight ${onSale ? "text-sale" : ""}`}>
          {onSale ? <span className="sr-only">{t("product.nowPrice", { price })}</span> : null}
          <span aria-hidden={onSale || undefined}>{price}</span>
        </span>
        {onSale && (
          <>
            <s className="text-base text-muted">
              <span className="sr-only">{t("product.wasPrice", { price: base })}</span>
              <span aria-hidden="true">{base}</span>
            </s>
            <span className="rounded-full bg-sale/10 px-2.5 py-0.5 text-xs font-semibold text-sale">
              {t("product.save", { percent: savingPercent(prices.basePrice.value, prices.price.value) })}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 text-xs text-muted">{t("product.vatIncluded")}</p>
    </div>
  );
}
