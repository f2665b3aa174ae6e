import Cookies from "js-cookie";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@/lib/i18n/locales";

/**
 * The client's cookies through js-cookie (the design card's library): one year, SameSite=Lax,
 * Secure whenever the page came over HTTPS (spec section 4: the locale cookie, one-year expiry).
 */
const attributes = () => ({ path: "/", expires: LOCALE_COOKIE_MAX_AGE_S / 86_400, sameSite: "lax" as const, secure: window.location.protocol === "https:" });

/** Writes the locale cookie for one year (spec section 4). */
export function writeLocaleCookie(locale: Locale) {
  Cookies.set(LOCALE_COOKIE, locale, attributes());
}

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE);
}
