import "server-only";
import { createServerI18next } from "next-i18next/server";
import { i18nConfig } from "./config";
import { pickSections, shellSections } from "./client-sections";
import { LOCALES, type Locale } from "./locales";

const server = createServerI18next(i18nConfig);

/** Server translations for a locale segment: `const { t } = await getT(locale)`. */
export function getT(locale: Locale) {
  return server.getT("common", { lng: LOCALES[locale].lang });
}

type ServerI18n = Awaited<ReturnType<typeof getT>>["i18n"];

function commonBundle(i18n: ServerI18n, lang: string): Record<string, unknown> {
  return (i18n.getResourceBundle(lang, "common") as Record<string, unknown> | undefined) ?? {};
}

/** The client's starting resources: the shell's sections of `common` in the page's language. */
export function shellStrings(i18n: ServerI18n, lang: string) {
  return shellSections(commonBundle(i18n, lang));
}

/** A route's extra sections of `common`, for `AddTranslations`. */
export function routeBundle(i18n: ServerI18n, lang: string, sections: readonly string[]) {
  return pickSections(commonBundle(i18n, lang), sections);
}
