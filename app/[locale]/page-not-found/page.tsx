import { NotFoundView } from "@/features/content/components/not-found-view";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

/**
 * The 404 page of an address the proxy knows to be unknown (PAGE_NOT_FOUND_SEGMENT): it rewrites
 * the request here with the status 404. A `notFound()` thrown while a page renders would be drawn
 * by Next in its error document, which has no language or direction until the browser has run the
 * page's code; this page is the locale's layout around the 404 view, drawn on the server, so it is
 * `lang="ar" dir="rtl"` in Arabic from the first byte. Cached per locale like any static page. With
 * the status 404 Next takes the head from not-found.tsx (its title) and adds `noindex` itself.
 */
export const revalidate = 3600;

export default async function PageNotFound({ params }: LocaleParams) {
  return <NotFoundView locale={await parseLocaleParam(params)} />;
}
