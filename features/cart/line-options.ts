import type { Locale } from "@/lib/i18n/locales";
import { localDigitString } from "@/lib/i18n/digits";

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A line's options ("Ring size: 54") in the reader's language and digits, as the product page
 * names them: the bag, the checkout's review and the order email all write them so.
 */
export function formatLineOptions(options: { name: string; value: string }[], locale: Locale, t: Translate): string {
  return options
    .map((o) => `${t(`product.options.${o.name}`, { defaultValue: o.name })}: ${localDigitString(o.value, locale)}`)
    .join(" · ");
}
