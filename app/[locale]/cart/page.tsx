import type { Metadata } from "next";
import { CartPage } from "@/features/cart/components/cart-page";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { parseLocaleParam, type LocaleParams } from "../locale-param";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  // A cart is one shopper's: nothing here for a search engine.
  return { title: t("cart.metaTitle"), robots: { index: false, follow: false } };
}

/** The cart is read in the browser (session and local storage hold its id): the page is static. */
export default async function Cart({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  return (
    <RouteTranslations locale={locale} route="cart">
      <CartPage locale={locale} brand="main" />
    </RouteTranslations>
  );
}
