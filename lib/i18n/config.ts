import type { I18nConfig } from "next-i18next/proxy";
import { LANGS } from "./locales";

/**
 * next-i18next configuration. The URL segment is `{lang}-{region}`, so the i18next language is
 * its `lang` part and every call passes it explicitly; our own proxy does the routing.
 */
export const i18nConfig: I18nConfig = {
  supportedLngs: [...LANGS],
  fallbackLng: "en",
  defaultNS: "common",
  ns: ["common"],
  localeParamName: "locale",
  resourceLoader: (lang: string, ns: string) => import(`../../locales/${lang}/${ns}.json`),
  i18nextOptions: { load: "languageOnly", nonExplicitSupportedLngs: true, returnNull: false },
};
