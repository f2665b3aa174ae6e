import type { ReactNode } from "react";
import { ROUTE_SECTIONS } from "@/lib/i18n/client-sections";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT, routeBundle } from "@/lib/i18n/server";
import { AddTranslations } from "./add-translations";

/** Sends a route's own sections of `common` to the browser (see lib/i18n/client-sections.ts). */
export async function RouteTranslations({
  locale,
  route,
  children,
}: {
  locale: Locale;
  route: keyof typeof ROUTE_SECTIONS;
  children: ReactNode;
}) {
  const { i18n } = await getT(locale);
  const { lang } = LOCALES[locale];
  return <AddTranslations bundle={routeBundle(i18n, lang, ROUTE_SECTIONS[route])}>{children}</AddTranslations>;
}
