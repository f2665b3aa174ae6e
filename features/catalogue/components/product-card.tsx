import { StaticImage } from "@/components/ui/static-image";
import { SoftLink } from "@/components/ui/soft-link";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney, savingPercent } from "@/lib/money";
import { CardCartAction } from "@/features/cart/components/card-cart-action";
import { CardHeart } from "@/features/wishlist/components/card-heart";

import type { TFunction } from "i18next";

type Props = {
  product: ProductSummary;
  locale: Locale;
  t: TFunction;
  /** Client rails only: called on click before the link navigates (the search drawer closes). */
  onNavigate?: () => void;
  /** Add to bag (or Choose size) on the picture; off for the small tiles of the search drawer's rail. */
  quickAdd?: boolean;
  imageWidth?: number;
  /** Above the fold (the first row of a grid): load at once, the first ones at high priority. */
  eager?: "high" | "auto";
};

/**
 * A product tile: picture, brand, name, price with any saving, and stock badges. It holds no
 * hooks, so server pages render it with `getT`'s `t` and client rails with `useT`'s.
 */
export function ProductCard({ product, locale, t, onNavigate, imageWidth = 384, eager, quickAdd = true }: Props) {
  const { prices, inventory } = product;
  const onSale = prices.salePrice !== null && prices.salePrice.value < prices.basePrice.value;
  const percent = onSale ? savingPercent(prices.basePrice.value, prices.price.value) : 0;
  const low = inventory.isInStock && inventory.aggregated.availableToSell <= inventory.aggregated.warningLevel;
  const href = `/${locale}/p/${product.path}`;

  return (
    // The cart action and the heart sit beside the link, not in it: a button inside a link is invalid HTML.
    <div className="relative">
      <SoftLink href={href} onClick={onNavigate} className="group block">
        <div className="relative aspect-square overflow-hidden rounded-md bg-cream">
          {product.defaultImage && (
            // A fixed width gives a 1x/2x srcset: two candidates instead of ten keeps rails light
            // (the page repeats every <img> in its RSC payload). Tiles never exceed ~320 px.
            <StaticImage
              src={product.defaultImage.url}
              alt={product.defaultImage.altText}
              width={imageWidth}
              height={imageWidth}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager}
              className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          )}
          {/* Only cards with a badge carry the badge column: a grid of 40 pays for every element. */}
          {(onSale || !inventory.isInStock || low) && (
            <div className="absolute start-2 top-2 flex flex-col items-start gap-1 text-[11px] font-semibold tracking-wide uppercase">
              {onSale && <span className="rounded bg-sale px-2 py-0.5 text-white">{t("product.save", { percent })}</span>}
              {!inventory.isInStock && <span className="rounded bg-ink px-2 py-0.5 text-white">{t("product.outOfStock")}</span>}
              {low && <span className="rounded bg-white px-2 py-0.5 text-ink">{t("product.lowStock", { count: inventory.aggregated.availableToSell })}</span>}
            </div>
          )}
        </div>
        <div className="mt-3 space-y-1">
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">{product.brand.name}</p>
          <h3 className="line-clamp-2 text-sm leading-snug group-hover:underline">{product.name}</h3>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span data-price={prices.price.value} className={onSale ? "font-semibold text-sale" : "font-semibold"}>
              {formatMoney(prices.price, locale)}
            </span>
            {onSale && (
              <s className="text-xs text-muted" aria-label={t("product.wasPrice", { price: formatMoney(prices.basePrice, locale) })}>
                {formatMoney(prices.basePrice, locale)}
              </s>
            )}
          </p>
        </div>
      </SoftLink>
      {quickAdd && <CardCartAction product={product} t={t} href={href} />}
      {quickAdd && <CardHeart productId={product.entityId} name={product.name} t={t} />}
    </div>
  );
}
