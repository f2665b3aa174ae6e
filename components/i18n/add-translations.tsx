"use client";
import { useT } from "next-i18next/client";
import { useMemo, type ReactNode } from "react";

/**
 * Adds a route's sections of `common` to the page's i18next instance before its children
 * render (on the server and at hydration alike), so their `t("account.…")` calls find them.
 * Added bundles stay for later pages: a shopper who visited the account keeps its texts.
 */
export function AddTranslations({ lang, bundle, children }: { lang: string; bundle: Record<string, unknown>; children: ReactNode }) {
  const { i18n } = useT();
  useMemo(() => i18n.addResourceBundle(lang, "common", bundle, true, true), [i18n, lang, bundle]);
  return children;
}
