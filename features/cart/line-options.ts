import { LOCALES, type Locale } from "@/lib/i18n/locales";

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A line's options ("Ring size: 54") in the reader's language and digits, as the product page
 * names them: the bag, the checkout's review and the order email all write them so.
 */
export function formatLineOptions(options: { name: string; value: string }[], locale: Locale, t: Translate): string {
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47, { useGrouping: false });
  const value = (v: string) => (/^\d+$/.test(v) ? number.format(Number(v)) : v);
  return options.map((o) => `${t(`product.options.${o.name}`, { defaultValue: o.name })}: ${value(o.value)}`).join(" · ");
}
