"use client";
import { useMemo, type ReactNode } from "react";
import { useT } from "@/lib/i18n/client";

/**
 * Adds a route's sections of `common` to the page's strings before its children render (on the
 * server and at hydration alike), so their `t("account.…")` calls find them. Added sections stay
 * for later pages: a shopper who visited the account keeps its texts.
 */
export function AddTranslations({ bundle, children }: { bundle: Record<string, unknown>; children: ReactNode }) {
  const { i18n } = useT();
  useMemo(() => i18n.addSections(bundle), [i18n, bundle]);
  return children;
}
