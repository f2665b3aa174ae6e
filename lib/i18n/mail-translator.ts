import "server-only";
import { createInstance } from "i18next";
import type { Lang } from "@/lib/i18n/locales";

/** A translate function: `t("checkout.email.subject", { number })`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const cache = new Map<Lang, Promise<Translate>>();

async function load(lang: Lang): Promise<Translate> {
  const common =
    lang === "ar"
      ? (await import("@/locales/ar/common.json")).default
      : (await import("@/locales/en/common.json")).default;
  const en = lang === "en" ? common : (await import("@/locales/en/common.json")).default;
  const i18n = createInstance();
  // Raw values: every mail escapes what it interpolates itself (the text part must not carry &amp;).
  await i18n.init({
    lng: lang,
    fallbackLng: "en",
    ns: ["common"],
    defaultNS: "common",
    resources: { [lang]: { common }, en: { common: en } },
    interpolation: { escapeValue: false },
  });
  return (key, options = {}) => i18n.t(key, options);
}

/**
 * Mail is written outside a page's render (no request, no headers), so it gets its own i18next
 * instance over the same `locales/` strings rather than next-i18next's request-bound `getT`.
 */
export function mailTranslator(lang: Lang): Promise<Translate> {
  let t = cache.get(lang);
  if (!t) {
    t = load(lang);
    cache.set(lang, t);
  }
  return t;
}
