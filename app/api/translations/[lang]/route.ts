import { failure } from "@/lib/http/respond";
import { LANGS, LOCALE_CODES, LOCALES, type Lang } from "@/lib/i18n/locales";
import { getT, lazySections } from "@/lib/i18n/server";

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * GET /api/translations/ar?v=VERSION: the shell's lazy sections of `common` in a language (the
 * cart's, the sign-in dialogs' and the wishlist's texts; lib/i18n/client-sections.ts), which no
 * page carries: the browser asks for them when a shopper first opens a drawer or dialog, or
 * shows intent. The layout gives each page the current version; an answer for it may be kept
 * for good, another (an older page's) is the current text, revalidated each time.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await params;
  if (!isLang(lang)) return failure(400, `lang: must be one of ${LANGS.join(", ")}`, { code: "badRequest" });
  // Any locale of the language will do: the texts are the language's.
  const { i18n } = await getT(LOCALE_CODES.find((locale) => LOCALES[locale].lang === lang)!);
  const { json, version } = lazySections(i18n, lang);
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(`{"hasError":false,"response":${json}}`, {
    headers: {
      "content-type": "application/json",
      "cache-control": current ? "public, max-age=31536000, immutable" : "no-cache",
      etag: `"${version}"`,
    },
  });
}
