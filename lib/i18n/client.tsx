"use client";
import type { TFunction } from "i18next";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { createTranslator, type Strings } from "./translate";

/**
 * The page's strings in the browser: the locale layout passes the shell's sections of `common`
 * in its language, and routes add theirs (components/i18n/add-translations.tsx). Client
 * components read them with `useT()`, whose `t` follows i18next's rules for the keys, plurals
 * and placeholders these strings use (lib/i18n/translate.ts) without shipping i18next.
 */
type Translations = {
  language: string;
  t: TFunction;
  /** Adds sections of `common` (a route's), kept for later pages of the visit. */
  addSections: (sections: Strings) => void;
};

const TranslationsContext = createContext<Translations | null>(null);

/** The page's sections of `common`: the layout's, then each route's as it renders. */
class SectionStore {
  private sections: Strings = {};
  add(sections: Strings): void {
    this.sections = { ...this.sections, ...sections };
  }
  read = (): Strings => this.sections;
}

export function TranslationsProvider({ lang, strings, children }: { lang: string; strings: Strings; children: ReactNode }) {
  const [store] = useState(() => new SectionStore());
  const value = useMemo<Translations>(() => {
    store.add(strings);
    return {
      language: lang,
      // i18next's TFunction is the type the shared helpers take; this one answers every call they make.
      t: createTranslator(lang, store.read) as unknown as TFunction,
      addSections: (sections) => store.add(sections),
    };
  }, [lang, strings, store]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** The page's translator, in the shape of next-i18next's `useT()`: `{ t, i18n: { language } }`. */
export function useT(): { t: TFunction; i18n: Translations } {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error("useT() needs a TranslationsProvider above it (the locale layout, or tests/support/render.tsx)");
  return { t: translations.t, i18n: translations };
}
