import { notFound } from "next/navigation";
import { parseLocale, type Locale } from "@/lib/i18n/locales";

export type LocaleParams = { params: Promise<{ locale: string }> };

/** The validated locale of a page; anything else is a 404 (proxy.ts normally redirects first). */
export async function parseLocaleParam(params: LocaleParams["params"]): Promise<Locale> {
  const locale = parseLocale((await params).locale);
  if (!locale) notFound();
  return locale;
}
