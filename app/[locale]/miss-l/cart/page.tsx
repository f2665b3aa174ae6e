import type { Metadata } from "next";
import { CartPage } from "@/features/cart/components/cart-page";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { parseLocaleParam, type LocaleParams } from "../../locale-param";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { t } = await getT(await parseLocaleParam(params));
  return { title: t("cart.metaTitle"), robots: { index: false, follow: false } };
}

/** Miss L's cart page: the same cart, her shop behind "Start shopping". */
export default async function MissLCart({ params }: LocaleParams) {
  const locale = await parseLocaleParam(params);
  return (
    <RouteTranslations locale={locale} route="cart">
      <CartPage locale={locale} brand="missl" />
    </RouteTranslations>
  );
}
