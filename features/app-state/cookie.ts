import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@/lib/i18n/locales";

/** Writes the locale cookie for one year (spec section 4). */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

export function readLocaleCookie(): string | undefined {
  return document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}
