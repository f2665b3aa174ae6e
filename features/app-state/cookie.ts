import Cookies from "js-cookie";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "@/lib/i18n/locales";

/**
 * The client's cookies through js-cookie (the design card's library): one year, SameSite=Lax,
 * Secure whenever the page came over HTTPS (the locale cookie brings a returning shopper's country back).
 */
const attributes = () => ({
  path: "/",
  expires: LOCALE_COOKIE_MAX_AGE_S / 86_400,
  sameSite: "lax" as const,
  secure: window.location.protocol === "https:",
});

/** Writes the locale cookie for one year (proxy.ts reads it for an address without a locale). */
export function writeLocaleCookie(locale: Locale) {
  Cookies.set(LOCALE_COOKIE, locale, attributes());
}

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE);
}
