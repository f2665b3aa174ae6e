"use client";
import Link from "next/link";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import { BagIcon, CloseIcon } from "@/components/ui/icons";
import { ClientImage } from "@/components/ui/client-image";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { useCartActions } from "@/features/cart/client";

/** The pieces of a saved item shared by the wishlist drawer and the my-wishlist page. */
type Props = { product: ProductSummary; locale: Locale; onNavigate?: () => void };

export const productHref = (locale: Locale, product: ProductSummary) => `/${locale}/p/${product.path}`;

export function EntryPicture({ product, locale, onNavigate, size }: Props & { size: number }) {
  return (
    <Link
      href={productHref(locale, product)}
      onClick={onNavigate}
      tabIndex={-1}
      aria-hidden
      className="block shrink-0 overflow-hidden rounded-md bg-cream"
    >
      {product.defaultImage && (
        <ClientImage
          src={product.defaultImage.url}
          alt=""
          width={size}
          height={size}
          className="aspect-square h-full w-full object-cover"
        />
      )}
    </Link>
  );
}

/** Price, and on sale the struck price before it, read out as "Was ...". */
export function EntryPrice({ product, locale }: Props) {
  const { t } = useT();
  useSections("product");
  const { price, basePrice, salePrice } = product.prices;
  const onSale = salePrice !== null && salePrice.value < basePrice.value;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className={onSale ? "font-semibold text-sale" : "font-semibold"}>{formatMoney(price, locale)}</span>
      {onSale && (
        <s className="text-xs text-muted" aria-label={t("product.wasPrice", { price: formatMoney(basePrice, locale) })}>
          {formatMoney(basePrice, locale)}
        </s>
      )}
    </p>
  );
}

const actionClass =
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 text-xs font-semibold tracking-wide transition";

/**
 * Add to bag with the cart's own command (it chimes and opens the mini cart); a piece sold in
 * sizes links to its page to choose one; an out-of-stock piece says so.
 */
export function EntryBagAction({ product, locale, onNavigate }: Props) {
  const { t } = useT();
  useSections("wishlist");
  const cart = useCartActions();
  const [busy, setBusy] = useState(false);
  if (!product.inventory.isInStock)
    return <span className="text-xs font-semibold text-muted">{t("wishlist.outOfStock")}</span>;
  if (product.inventory.hasVariantInventory) {
    return (
      <Link
        href={productHref(locale, product)}
        onClick={onNavigate}
        aria-label={t("wishlist.chooseSizeFor", { name: product.name })}
        className={`${actionClass} border border-ink hover:bg-ink hover:text-white`}
      >
        {t("wishlist.chooseSize")}
      </Link>
    );
  }
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await cart.add([{ product_id: product.entityId, quantity: 1 }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={add}
      aria-busy={busy}
      aria-label={t("wishlist.addToBagNamed", { name: product.name })}
      className={`${actionClass} bg-ink text-white hover:bg-navy aria-busy:cursor-progress`}
    >
      <BagIcon className={busy ? "size-4 animate-bounce" : "size-4"} />
      {t("wishlist.addToBag")}
    </button>
  );
}

export function EntryRemoveButton({ product, onRemove }: { product: ProductSummary; onRemove: () => void }) {
  const { t } = useT();
  useSections("wishlist");
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={t("wishlist.removeNamed", { name: product.name })}
      className="grid size-8 shrink-0 place-items-center rounded-full text-muted transition hover:bg-cream hover:text-ink"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}

/** Nothing saved yet: what the heart does, and a way back to the shop. */
export function WishlistEmpty({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const { t } = useT();
  useSections("wishlist");
  return (
    <div>
      <p className="font-medium">{t("wishlist.empty")}</p>
      <p className="mt-2 text-sm text-muted">{t("wishlist.emptyHint")}</p>
      <Link
        href={`/${locale}`}
        onClick={onNavigate}
        className="mt-6 inline-block rounded-md border border-ink px-4 py-3 text-sm font-semibold tracking-wide"
      >
        {t("wishlist.continue")}
      </Link>
    </div>
  );
}
