import type { Locale } from "@/lib/i18n/locales";
import { PromoCards } from "./promo-cards";
import { loadErrorPromos } from "../error-promos";

/** Promotional cards of the 404 page: one per brand home, phone and desktop art. */
export async function ErrorPromos({ locale }: { locale: Locale }) {
  return <PromoCards promos={await loadErrorPromos(locale)} />;
}
