import "server-only";
import { createHash } from "node:crypto";
import { createServerI18next } from "next-i18next/server";
import { i18nConfig } from "./config";
import { LAZY_SECTIONS, pickSections, shellSections } from "./client-sections";
import { LOCALES, type Lang, type Locale } from "./locales";

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

type LazyAnswer = { json: string; version: string };
const lazyAnswers = new WeakMap<object, LazyAnswer>();

/**
 * A language's lazy sections (lib/i18n/client-sections.ts) as app/api/translations/[lang] sends
 * them, and their version: a hash of that text, which the layout gives the page so the answer's
 * address changes with its content. Made once per loaded bundle.
 */
export function lazySections(i18n: ServerI18n, lang: Lang): LazyAnswer {
  const common = commonBundle(i18n, lang);
  let answer = lazyAnswers.get(common);
  if (!answer) {
    const json = JSON.stringify(pickSections(common, LAZY_SECTIONS));
    answer = { json, version: createHash("sha256").update(json).digest("base64url").slice(0, 12) };
    lazyAnswers.set(common, answer);
  }
  return answer;
}
