"use client";
import type { TFunction } from "i18next";
import { createContext, use, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { LazySection } from "./client-sections";
import { createTranslator, type Strings } from "./translate";

/**
 * The page's strings in the browser: the locale layout passes the shell's sections of `common`
 * in its language, and routes add theirs (components/i18n/add-translations.tsx). The drawers',
 * dialogs' and toasts' sections (LAZY_SECTIONS) come on first use: a component that reads one
 * calls `useSections`, a callback awaits `i18n.loadSections` before translating. Client
 * components read them with `useT()`, whose `t` follows i18next's rules for the keys, plurals
 * and placeholders these strings use (lib/i18n/translate.ts) without shipping i18next.
 */
type Translations = {
  language: string;
  t: TFunction;
  /** Adds sections of `common` (a route's), kept for later pages of the visit. */
  addSections: (sections: Strings) => void;
  /** Whether these sections are in the page's strings. */
  hasSections: (names: readonly LazySection[]) => boolean;
  /** Resolves once these sections are in the page's strings, fetching the lazy ones if one is missing. */
  loadSections: (names: readonly LazySection[]) => Promise<void>;
};

const TranslationsContext = createContext<Translations | null>(null);
const LOADED: Promise<void> = Promise.resolve();

/**
 * The address of a language's lazy sections (app/api/translations/[lang]/route.ts, in the JSON
 * envelope of every API answer). `version` names their content, so the browser may keep the
 * answer for good.
 */
export const lazySectionsUrl = (lang: string, version = "") =>
  `/api/translations/${lang}${version ? `?v=${version}` : ""}`;

/** The page's sections of `common`: the layout's, then each route's as it renders, then the lazy ones once loaded. */
class SectionStore {
  private sections: Strings = {};
  private pending: Promise<void> | null = null;
  constructor(private readonly lang: string) {}
  add(sections: Strings): void {
    this.sections = { ...this.sections, ...sections };
  }
  read = (): Strings => this.sections;
  has(names: readonly LazySection[]): boolean {
    return names.every((name) => Object.hasOwn(this.sections, name));
  }
  /**
   * All the lazy sections come in one answer (3-4 KB compressed), asked once; the same
   * promise while it runs (React's `use` needs it). A failure is forgotten: the next use asks again.
   */
  load(names: readonly LazySection[], version: string): Promise<void> {
    if (this.has(names)) return LOADED;
    if (typeof window === "undefined") {
      // On the server a route sends what it renders (ROUTE_SECTIONS); React then renders this part in the browser.
      const missing = names.filter((name) => !Object.hasOwn(this.sections, name));
      return Promise.reject(
        new Error(`[i18n] sections ${missing.join(", ")} are not sent with this route: add them to its ROUTE_SECTIONS`),
      );
    }
    this.pending ??= fetchLazySections(this.lang, version).then(
      (sections) => this.add(sections),
      (error: unknown) => {
        this.pending = null;
        throw error;
      },
    );
    return this.pending;
  }
}

async function fetchLazySections(lang: string, version: string): Promise<Strings> {
  const response = await fetch(lazySectionsUrl(lang, version));
  if (!response.ok) throw new Error(`[i18n] ${lazySectionsUrl(lang)} answered ${response.status}`);
  return ((await response.json()) as { response: Strings }).response;
}

/** `lazyVersion` names the content of the language's lazy sections (lib/i18n/server.ts). */
export function TranslationsProvider({
  lang,
  strings,
  lazyVersion = "",
  children,
}: {
  lang: string;
  strings: Strings;
  lazyVersion?: string;
  children: ReactNode;
}) {
  // A new store per language: lazy sections loaded in English are not an Arabic page's.
  const store = useMemo(() => new SectionStore(lang), [lang]);
  const value = useMemo<Translations>(() => {
    store.add(strings);
    return {
      language: lang,
      // i18next's TFunction is the type the shared helpers take; this one answers every call they make.
      t: createTranslator(lang, store.read) as unknown as TFunction,
      addSections: (sections) => store.add(sections),
      hasSections: (names) => store.has(names),
      loadSections: (names) => store.load(names, lazyVersion),
    };
  }, [lang, strings, store, lazyVersion]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** The page's translator, in the shape of next-i18next's `useT()`: `{ t, i18n: { language } }`. */
export function useT(): { t: TFunction; i18n: Translations } {
  const translations = useContext(TranslationsContext);
  if (!translations)
    throw new Error("useT() needs a TranslationsProvider above it (the locale layout, or tests/support/render.tsx)");
  return { t: translations.t, i18n: translations };
}

/**
 * Suspends until these lazy sections are in the page's strings (at once when a route sent them
 * or an earlier use loaded them). Every client module that reads a lazy section's keys calls it
 * (client-sections.test.ts checks that), so a drawer never draws a key instead of its text.
 */
export function useSections(...names: LazySection[]): void {
  const { i18n } = useT();
  if (!i18n.hasSections(names)) use(i18n.loadSections(names));
}

/**
 * A translator for callbacks (a toast after a cart change): it waits for these lazy sections
 * first, usually there already (the shell asks for them at the shopper's first intent). It
 * rejects when they cannot be fetched, as the toast library's own loading would fail then too.
 */
export function useTranslateLater(
  ...names: LazySection[]
): (key: string, values?: Record<string, unknown>) => Promise<string> {
  const { t, i18n } = useT();
  // A string, not the array: the callback stays the same across renders.
  const sections = names.join(",");
  return useCallback(
    async (key, values = {}) => {
      await i18n.loadSections(sections.split(",") as LazySection[]);
      return t(key, values);
    },
    [t, i18n, sections],
  );
}
