import { StaticImage } from "@/components/ui/static-image";
import { SoftLink } from "@/components/ui/soft-link";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney, savingPercent } from "@/lib/money";
import { CardCartAction } from "@/features/cart";
import { CardHeart } from "@/features/wishlist";

import type { TFunction } from "i18next";

type Props = {
  product: ProductSummary;
  locale: Locale;
  t: TFunction;
  /** Client rails only: called on click before the link navigates (the search drawer closes). */
  onNavigate?: () => void;
  /** Add to bag (or Choose size) on the picture; off for the small tiles of the search drawer's rail. */
  quickAdd?: boolean;
  /** The tile's rendered width (CSS `sizes`); the default fits the grid and the rails. */
  imageSizes?: string;
  /** The grid's first pictures (the phone's largest paint): load at once, at high priority. */
  eager?: boolean;
};

/**
 * Two columns on a phone, three from 640 px, at most ~18rem wide: a 412 px phone at 1.75 dpr
 * picks the 384 px picture, a retina desktop the 640 px one. No 256 px candidate: only a 1x screen
 * under 776 px wide would take it, and each candidate costs ~200 characters a card in the page's
 * HTML and RSC payload (8 KB on a listing of forty).
 */
const CARD_IMAGE = {
  widths: [384, 640],
  sizes: "(min-width: 1280px) 18rem, (min-width: 640px) 33vw, 50vw",
} as const;

/**
 * A product tile: picture, brand, name, price with any saving, and stock badges. It holds no
 * hooks, so server pages render it with `getT`'s `t` and client rails with `useT`'s.
 */
export function ProductCard({
  product,
  locale,
  t,
  onNavigate,
  imageSizes = CARD_IMAGE.sizes,
  eager,
  quickAdd = true,
}: Props) {
  const { prices, inventory } = product;
  const onSale = prices.salePrice !== null && prices.salePrice.value < prices.basePrice.value;
  const percent = onSale ? savingPercent(prices.basePrice.value, prices.price.value) : 0;
  // A piece whose stock is not counted (null) shows no "only N left".
  const left = inventory.aggregated.availableToSell;
  const low = inventory.isInStock && left !== null && left <= inventory.aggregated.warningLevel;
  const href = `/${locale}/p/${product.path}`;

  return (
    // The cart action and the heart sit beside the link, not in it: a button inside a link is invalid HTML.
    <div className="relative">
      <SoftLink href={href} {...(onNavigate && { onClick: onNavigate })} className="group block">
        <div className="card-media">
          {product.defaultImage && (
            // Three candidates, not next/image's ten: the page repeats every <img> in its RSC payload.
            <StaticImage
              src={product.defaultImage.url}
              alt={product.defaultImage.altText}
              width={384}
              height={384}
              candidates={{ widths: CARD_IMAGE.widths, sizes: imageSizes }}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              className="card-image"
            />
          )}
          {/* Only cards with a badge carry the badge column: a grid of 40 pays for every element. */}
          {(onSale || !inventory.isInStock || low) && (
            <div className="card-badges">
              {onSale && <span className="card-badge bg-sale text-white">{t("product.save", { percent })}</span>}
              {!inventory.isInStock && <span className="card-badge bg-ink text-white">{t("product.outOfStock")}</span>}
              {low && <span className="card-badge bg-white text-ink">{t("product.lowStock", { count: left })}</span>}
            </div>
          )}
        </div>
        <div className="mt-3 space-y-1">
          <p className="card-brand">{product.brand.name}</p>
          <h3 className="card-name">{product.name}</h3>
          <p className="card-price">
            <span data-price={prices.price.value} className={onSale ? "font-semibold text-sale" : "font-semibold"}>
              {formatMoney(prices.price, locale)}
            </span>
            {onSale && (
              <s
                className="text-xs text-muted"
                aria-label={t("product.wasPrice", { price: formatMoney(prices.basePrice, locale) })}
              >
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
