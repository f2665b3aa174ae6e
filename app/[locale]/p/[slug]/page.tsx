import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getT } from "@/lib/i18n/server";
import { RouteTranslations } from "@/components/i18n/route-translations";
import { ProductPage } from "@/features/catalogue/components/product-page/product-page";
import { loadProduct, readProductParams, type ProductParams } from "./page-data";
import { productMetadata } from "./product-metadata";

/**
 * /{locale}/p/{name-slug}-sku-{lowercase sku}. Nothing is prerendered at build time; each page
 * renders on first request and then stays in Next's cache (ISR) for 5 minutes, or until the
 * catalogue's tag is revalidated. Nothing shopper-specific is rendered here.
 */
export const revalidate = 300;

export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: ProductParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, sku } = await readProductParams(params);
  const product = sku ? await loadProduct(locale, sku) : null;
  return product ? productMetadata(product, locale) : {};
}

export default async function ProductRoute({ params }: Props) {
  const { locale, slug, sku } = await readProductParams(params);
  if (!sku) notFound();
  const product = await loadProduct(locale, sku);
  if (!product) notFound();
  // The right SKU under an old or mistyped name (or an upper-case SKU): one canonical address.
  if (slug !== product.path) permanentRedirect(`/${locale}/p/${product.path}`);
  const { t } = await getT(locale);
  return (
    <RouteTranslations locale={locale} route="product">
      <ProductPage product={product} locale={locale} t={t} />
    </RouteTranslations>
  );
}
