import "server-only";
import { createServerI18next } from "next-i18next/server";
import { i18nConfig } from "./config";
import { LOCALES, type Locale } from "./locales";

const server = createServerI18next(i18nConfig);

/** Server translations for a locale segment: `const { t } = await getT(locale)`. */
export function getT(locale: Locale) {
  return server.getT("common", { lng: LOCALES[locale].lang });
}

export const getResources = server.getResources;
