import { NextResponse, type NextRequest } from "next/server";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  parseLocale,
  splitLocalePath,
} from "@/lib/i18n/locales";

/**
 * Locale routing only (ADR 0002). A path without a valid `{lang}-{region}` first segment goes
 * to the same path under the shopper's saved locale, else en-sa (no Accept-Language
 * detection). The locale in use is remembered in the `user_locale` cookie for one year.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, rest } = splitLocalePath(pathname);
  const segment = pathname.split("/")[1] ?? "";

  if (!locale) {
    const target = parseLocale(request.cookies.get(LOCALE_COOKIE)?.value) ?? DEFAULT_LOCALE;
    const url = request.nextUrl.clone();
    url.pathname = pathname === "/" ? `/${target}` : `/${target}${pathname}`;
    url.search = search;
    return NextResponse.redirect(url, 307);
  }
  if (segment !== locale) {
    const url = request.nextUrl.clone();
    url.pathname = rest === "/" ? `/${locale}` : `/${locale}${rest}`;
    return NextResponse.redirect(url, 308);
  }
  const response = NextResponse.next();
  // Only a page visit writes the cookie. Client-side navigations (RSC fetches) and prefetches do
  // not: a link prefetched on the old page must not undo a switch, which writes the cookie itself.
  const clientFetch =
    request.headers.has("rsc") || request.headers.has("next-router-prefetch") || !!request.headers.get("sec-purpose")?.includes("prefetch");
  if (!clientFetch && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE_S, sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals, generated media and files with an extension.
  matcher: ["/((?!api|_next|media|.*\\.[a-zA-Z0-9]+$).*)"],
};
