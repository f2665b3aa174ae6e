import type { Metadata } from "next";
import { locale as localeParam } from "next/root-params";
import { NotFoundView } from "@/features/content/components/not-found-view";
import { DEFAULT_LOCALE, parseLocale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";

const pageLocale = async () => parseLocale(await localeParam()) ?? DEFAULT_LOCALE;

/** Every 404 is titled so in the shopper's language (Next adds `noindex` to a 404 by itself). */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT(await pageLocale());
  return { title: t("errors.notFoundTitle") };
}

/**
 * The 404 view of a `notFound()` called while a page renders (a category this country's store
 * lacks, a listing page past the last, a product while the proxy could not ask the store): Next
 * draws it in the browser over its own error document. The addresses the proxy can tell are unknown
 * are answered by the page-not-found route instead, drawn on the server in the locale's layout
 * (with this file's head, as for every 404).
 */
export default async function NotFound() {
  return <NotFoundView locale={await pageLocale()} />;
}
