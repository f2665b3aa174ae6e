import type { TFunction } from "i18next";
import { ClientImage } from "@/components/ui/client-image";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { formatLineOptions } from "../line-options";
import { formatCartMoney } from "../money";
import type { ClientCart, ClientCartLine } from "../client-types";

/** A line's name, "Brand - Title", as its two parts; a name without the separator is all title. */
export function splitLineName(name: string): { brand: string | null; title: string } {
  const at = name.indexOf(" - ");
  return at > 0 ? { brand: name.slice(0, at), title: name.slice(at + 3) } : { brand: null, title: name };
}

export function LinePicture({ line, size }: { line: ClientCartLine; size: number }) {
  return (
    <div className="shrink-0 overflow-hidden rounded-md bg-cream" style={{ width: size, height: size }}>
      {line.image_url && (
        <ClientImage src={line.image_url} alt="" width={size} height={size} className="h-full w-full object-cover" />
      )}
    </div>
  );
}

/** "Ring size: 54" in the reader's language and digits. */
export function LineOptions({
  line,
  locale,
  t,
}: {
  line: Pick<ClientCartLine, "options">;
  locale: Locale;
  t: TFunction;
}) {
  if (line.options.length === 0) return null;
  return <p className="text-xs text-muted">{formatLineOptions(line.options, locale, t)}</p>;
}

/** The line's total; on sale, the struck total before the sale, read out as "Was ...". */
export function LinePrice({
  line,
  cart,
  locale,
  t,
}: {
  line: ClientCartLine;
  cart: ClientCart;
  locale: Locale;
  t: TFunction;
}) {
  const money = (value: number) => formatCartMoney(value, cart.currency.code, locale);
  const before = line.original_price * line.quantity;
  const onSale = line.discount_amount > 0;
  return (
    <p className="text-sm">
      <span className={onSale ? "font-semibold text-sale" : "font-semibold"}>{money(line.extended_sale_price)}</span>
      {onSale && (
        <s className="ms-2 text-xs text-muted">
          <span className="sr-only">{t("product.wasPrice", { price: money(before) })}</span>
          <span aria-hidden="true">{money(before)}</span>
        </s>
      )}
    </p>
  );
}

/** The country's VAT rate as the locale writes a percentage ("15%", "١٥٪"). */
export function vatRate(locale: Locale): string {
  const { region, bcp47 } = LOCALES[locale];
  return new Intl.NumberFormat(bcp47, { style: "percent", maximumFractionDigits: 2 }).format(
    REGIONS[region].vatPercent / 100,
  );
}
