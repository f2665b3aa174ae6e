import type { TFunction } from "i18next";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { ProductCard } from "@/features/catalogue/components/product-card";

/** A scrolling row of related pieces (at most eight: each tile costs page weight twice). */
export function RelatedProducts({
  products,
  locale,
  t,
}: {
  products: readonly ProductSummary[];
  locale: Locale;
  t: TFunction;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="pictures-when-visible mt-16 border-t border-line pt-10">
      <h2 id="related-heading" className="text-xl font-semibold tracking-wide">
        {t("product.related")}
      </h2>
      <ul className="mt-6 grid snap-x auto-cols-[46%] grid-flow-col gap-4 overflow-x-auto pb-2 sm:auto-cols-[31%] lg:auto-cols-[23%]">
        {products.slice(0, 8).map((product) => (
          <li key={product.entityId} className="snap-start">
            <ProductCard product={product} locale={locale} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
