import { expect, type Page } from "@playwright/test";
import en from "../../locales/en/common.json" with { type: "json" };
import ar from "../../locales/ar/common.json" with { type: "json" };
import { LOCALES, type Locale } from "../../lib/i18n/locales";

export const strings = { en, ar };

/** The UI strings of a locale's language, so one spec runs in English and Arabic. */
export function ui(locale: Locale) {
  return strings[LOCALES[locale].lang];
}

/** Opens a page and waits until React has hydrated it (clicks before that would be lost). */
export async function openHome(page: Page, locale: Locale, path = "") {
  await page.goto(`/${locale}${path}`);
  await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[locale].dir);
  // The first page of a run may render cold (and build a search index) on a busy machine.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}

/** The currency symbol Intl uses for a locale, as the page should show it. */
export function currencySymbol(locale: Locale): string {
  const { bcp47, currency } = LOCALES[locale];
  return new Intl.NumberFormat(bcp47, { style: "currency", currency }).formatToParts(1).find((p) => p.type === "currency")!.value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The header bag link's accessible name for a count, in the locale's plural form (digits Latin or Arabic-Indic). */
export function bagLinkName(locale: Locale, count: number): RegExp {
  const { lang, bcp47 } = LOCALES[locale];
  const header = strings[lang].header as Record<string, string>;
  const form = count === 0 && header.cartCount_zero ? "zero" : new Intl.PluralRules(bcp47).select(count);
  const template = header[`cartCount_${form}`] ?? header.cartCount_other!;
  const digits = `(${count}|${new Intl.NumberFormat("ar-EG", { useGrouping: false }).format(count)})`;
  return new RegExp(`^${template.split("{{count}}").map(escapeRegExp).join(digits)}$`);
}
