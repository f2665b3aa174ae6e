"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useParams } from "next/navigation";
import { useId, useRef, useState } from "react";
import { BagIcon, HeartIcon } from "@/components/ui/icons";
import { parseLocale } from "@/lib/i18n/locales";
import { localDigitString } from "@/lib/i18n/digits";
import { useWishlistToggle } from "@/features/wishlist/client";
import { useCartActions } from "@/features/cart/client";
import { PickupAvailability } from "@/features/pickup/client";
import { pressName, useEarlyPress } from "@/components/ui/use-early-press";
import { QuantityStepper } from "./quantity-stepper";
import { SizePicker } from "./size-picker";
import { StockLine } from "./stock-line";
import { canBuy, quantityLimit, MAX_QUANTITY_PER_LINE } from "@/lib/catalogue/stock";
import type { PurchaseProduct } from "./purchase-types";

type Props = {
  product: PurchaseProduct;
  size: string | null;
  onSizeChange: (size: string) => void;
  /** The server's stand-in until the browser draws the form that reads the address: it carries out no early press. */
  standIn?: boolean;
};

/** Size, stock, quantity, Add to bag and the wishlist heart. */
export function PurchaseForm({ product, size, onSizeChange, standIn = false }: Props) {
  const { t } = useT();
  useSections("product", "wishlist");
  const locale = parseLocale(useParams<{ locale: string }>()?.locale) ?? "en-sa";
  // Not Intl.NumberFormat: its first use in a tab costs tens of ms of hydration (lib/i18n/digits.ts).
  const format = (value: string) => localDigitString(value, locale);

  const [quantity, setQuantity] = useState(1);
  const [needsSize, setNeedsSize] = useState(false);
  const [adding, setAdding] = useState(false);
  const cart = useCartActions();
  const firstSize = useRef<HTMLInputElement>(null);
  const messageId = useId();
  // Presses made before the page's code ran are carried out by the real form, not the stand-in.
  const addRef = useEarlyPress<HTMLButtonElement>("add-to-bag", !standIn);
  const heartRef = useEarlyPress<HTMLButtonElement>("wishlist", !standIn);

  const sized = product.sizes.length > 0;
  const variantIds = sized
    ? product.sizes.map((s) => s.entityId)
    : product.baseVariant
      ? [product.baseVariant.entityId]
      : [];
  const variant = sized ? (product.sizes.find((s) => s.size === size) ?? null) : product.baseVariant;
  const available = variant ? variant.available : sized ? product.available : 0;
  const max = sized && !variant ? MAX_QUANTITY_PER_LINE : quantityLimit(available);
  const buyable = product.isInStock && (!variant || canBuy(variant.available));
  const qty = Math.min(quantity, Math.max(1, max));

  // The wishlist holds products, not sizes: one heart whatever size is chosen.
  const wish = useWishlistToggle(product.productId, locale);

  // Success chimes and opens the mini cart; a refusal (409: quantityExceeds) is a toast. Both in cart-commands.ts.
  const addToBag = async () => {
    if (!variant) {
      setNeedsSize(true);
      firstSize.current?.focus();
      return;
    }
    if (adding) return;
    setAdding(true);
    try {
      await cart.add([{ product_id: product.productId, variant_id: variant.entityId, quantity: qty }], {
        sku: variant.sku,
      });
    } finally {
      setAdding(false);
    }
  };

  const chooseSize = (next: string) => {
    setNeedsSize(false);
    onSizeChange(next);
  };

  return (
    <div className="space-y-5">
      {sized && (
        <SizePicker
          label={product.sizeLabel}
          sizes={product.sizes}
          value={size}
          onChange={chooseSize}
          format={format}
          invalid={needsSize}
          describedBy={needsSize ? messageId : undefined}
          firstRef={firstSize}
          standIn={standIn}
        />
      )}
      <StockLine product={product} variant={sized ? variant : null} formatSize={format} />
      <div className="flex items-stretch gap-2 sm:gap-3">
        <QuantityStepper value={qty} max={max} onChange={setQuantity} disabled={!buyable} />
        <button
          type="button"
          ref={addRef}
          {...pressName("add-to-bag")}
          onClick={addToBag}
          disabled={!buyable}
          aria-busy={adding}
          className="flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-md bg-ink px-4 text-sm font-semibold tracking-wide text-white transition hover:bg-navy disabled:cursor-not-allowed disabled:bg-line disabled:text-muted aria-busy:cursor-progress aria-busy:bg-navy"
        >
          <BagIcon className={adding ? "size-5 animate-bounce" : "size-5"} />
          {buyable ? t("product.addToBag") : t("product.outOfStock")}
        </button>
        <button
          type="button"
          ref={heartRef}
          {...pressName("wishlist")}
          onClick={wish.toggle}
          aria-pressed={wish.pressed}
          aria-busy={wish.busy}
          aria-label={t(wish.pressed ? "wishlist.remove" : "wishlist.add")}
          className="grid size-12 shrink-0 place-items-center rounded-md border border-line text-ink transition hover:border-ink hover:text-rose aria-pressed:text-rose aria-busy:cursor-progress"
        >
          <HeartIcon className="size-5" fill={wish.pressed ? "currentColor" : "none"} />
        </button>
      </div>
      <p id={messageId} role="alert" className="text-sm font-medium text-sale empty:hidden">
        {needsSize ? t("product.sizeRequired") : ""}
      </p>
      <PickupAvailability locale={locale} variantIds={variantIds} variantId={variant?.entityId ?? null} />
    </div>
  );
}
