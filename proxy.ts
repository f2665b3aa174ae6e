import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE, LOCALE_COOKIE, parseLocale, splitLocalePath } from "@/lib/i18n/locales";

/**
 * Locale routing only (ADR 0002). A path without a valid `{lang}-{region}` first segment goes
 * to the same path under the shopper's saved locale, else en-sa (no Accept-Language
 * detection). The page itself remembers the locale in the `user_locale` cookie for one year
 * (components/layout/route-effects.tsx).
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
  // Not reached for lower-case locale paths (see the matcher): those go straight to the page.
  return NextResponse.next();
}

export const config = {
  // Only paths that need a redirect: not API routes, Next internals, generated media, files
  // with an extension, nor paths that already start with a lower-case locale. Keeping the
  // proxy off the pages themselves keeps cached brand homes fast (the bench measured ~20%).
  // The locale list is spelled out because Next reads this statically; proxy.test.ts checks it
  // against the locale registry.
  matcher: ["/((?!api/|api$|_next/|media/|(?:en|ar)-(?:sa|ae|eg)(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)"],
};
