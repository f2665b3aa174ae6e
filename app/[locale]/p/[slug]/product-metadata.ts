import "server-only";
import type { Metadata } from "next";
import type { Product } from "@/lib/commerce/types";
import { THIRD_BRAND } from "@/lib/i18n/brands";
import { LOCALE_CODES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { getT } from "@/lib/i18n/server";
import { alternates } from "@/lib/seo/alternates";
import { snippet } from "@/lib/seo/snippet";
import { LARGEST_WIDTH, productImageUrl } from "@/features/catalogue/components/product-page/product-image";
import { productTitle } from "@/features/catalogue/components/product-page/product-title";

/** The countries that sell a product: the third brand's pieces only in its own. */
export function productLocales(product: Product): readonly Locale[] {
  if (product.brand.key !== THIRD_BRAND.key) return LOCALE_CODES;
  return LOCALE_CODES.filter((l) => THIRD_BRAND.regions.includes(LOCALES[l].region));
}

/** Title, description, canonical, hreflang and the Open Graph card of a product page. */
export async function productMetadata(product: Product, locale: Locale): Promise<Metadata> {
  const { t } = await getT(locale);
  const title = t("product.metaTitle", { name: productTitle(product), brand: product.brand.name });
  const description = snippet(product.plainTextDescription);
  const path = `/${locale}/p/${product.path}`;
  const image = product.defaultImage;
  return {
    // The product's own brand is in it already: the layout's "| Lumina" template would repeat it.
    title: { absolute: title },
    description,
    alternates: alternates(`/p/${product.path}`, locale, productLocales(product)),
    openGraph: {
      type: "website",
      url: path,
      title,
      description,
      locale: LOCALES[locale].bcp47.replace("-", "_"),
      images: image
        ? [
            {
              url: productImageUrl(image.url, LARGEST_WIDTH),
              width: LARGEST_WIDTH,
              height: LARGEST_WIDTH,
              alt: image.altText,
            },
          ]
        : [],
    },
  };
}
