import { Suspense } from "react";
import type { TFunction } from "i18next";
import { preload } from "react-dom";
import type { Product } from "@/lib/commerce/types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import { ProductDescription, ProductFields } from "./product-details";
import { ProductGallery } from "./product-gallery";
import { LARGEST_WIDTH, MAIN_IMAGE_SIZES, productImageSrcSet, productImageUrl } from "./product-image";
import { ProductJsonLd } from "./product-json-ld";
import { ProductPrice } from "./product-price";
import { productTitle } from "./product-title";
import { PurchasePanel } from "./purchase-panel";
import { toPurchaseProduct } from "./purchase-product";
import { RecordView } from "./record-view";
import { RelatedProducts } from "./related-products";
import { ReviewSummary } from "./review-summary";

export function productCrumbs(product: Product, locale: Locale, t: TFunction): Crumb[] {
  const { listingPageId } = REGIONS[LOCALES[locale].region];
  const type = product.categories.find((c) => c.slug === product.type);
  return [
    { name: t("breadcrumbs.home"), href: `/${locale}` },
    ...(type ? [{ name: type.name, href: `/${locale}/${listingPageId}/${type.slug}` }] : []),
    { name: productTitle(product), href: `/${locale}/p/${product.path}` },
  ];
}

/**
 * The product page. Everything here is the same for every shopper, so the page is cached;
 * the size in the URL, the recently viewed list and (later) the wishlist state are filled in
 * by client components in the browser.
 */
export function ProductPage({ product, locale, t }: { product: Product; locale: Locale; t: TFunction }) {
  const crumbs = productCrumbs(product, locale, t);
  const first = product.images[0];
  if (first) {
    preload(productImageUrl(first.url, LARGEST_WIDTH), {
      as: "image",
      imageSrcSet: productImageSrcSet(first.url),
      imageSizes: MAIN_IMAGE_SIZES,
      fetchPriority: "high",
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6 lg:pt-6">
      <Breadcrumbs items={crumbs} label={t("breadcrumbs.label")} />
      <div className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <div className="lg:sticky lg:top-6">
            <ProductGallery images={product.images} name={product.name} />
          </div>
        </div>
        <div className="space-y-6 lg:col-span-5">
          <header className="space-y-2">
            <p className="text-xs font-semibold tracking-[0.25em] text-gold-dark uppercase">{product.brand.name}</p>
            <h1 className="text-2xl leading-snug font-semibold sm:text-3xl">{productTitle(product)}</h1>
            <ReviewSummary summary={product.reviewSummary} locale={locale} t={t} />
          </header>
          <ProductPrice prices={product.prices} locale={locale} t={t} />
          <div className="border-t border-line pt-6">
            <PurchasePanel product={toPurchaseProduct(product, t)} />
          </div>
          <section aria-labelledby="details-heading" className="border-t border-line pt-6">
            <h2 id="details-heading" className="mb-4 text-sm font-semibold tracking-widest uppercase">
              {t("product.details")}
            </h2>
            <ProductFields fields={product.customFields} t={t} />
            <p className="mt-4 text-xs text-muted">{t("product.sku", { sku: product.sku })}</p>
          </section>
          {product.description && (
            <section aria-labelledby="description-heading" className="border-t border-line pt-6">
              <h2 id="description-heading" className="mb-4 text-sm font-semibold tracking-widest uppercase">
                {t("product.description")}
              </h2>
              <ProductDescription html={product.description} />
            </section>
          )}
        </div>
      </div>
      {/* Its own hydration task (a Suspense boundary): the purchase panel above becomes usable first. */}
      <Suspense>
        <RelatedProducts products={product.relatedProducts} locale={locale} t={t} />
      </Suspense>
      <ProductJsonLd product={product} crumbs={crumbs} path={`/${locale}/p/${product.path}`} />
      <RecordView productId={product.entityId} />
    </div>
  );
}
