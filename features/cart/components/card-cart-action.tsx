import type { TFunction } from "i18next";
import Link from "next/link";
import type { ProductSummary } from "@/lib/commerce/types";
import type { Locale } from "@/lib/i18n/locales";
import { CardAddButton } from "./card-add-button";

type Props = { product: ProductSummary; locale: Locale; t: TFunction; href: string };

/**
 * The cart corner of a product card, laid over the picture's bottom end: a quick add, or for
 * pieces sold in sizes (rings) a plain link to choose one; nothing when out of stock. Hook-free
 * like the card, so only the add button is a client component.
 */
export function CardCartAction({ product, locale, t, href }: Props) {
  if (!product.inventory.isInStock) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 flex aspect-square items-end justify-end p-2">
      {product.inventory.hasVariantInventory ? (
        <Link
          href={href}
          prefetch={false}
          aria-label={t("cart.card.chooseSizeFor", { name: product.name })}
          className="pointer-events-auto rounded-full bg-white/95 px-3 py-2 text-xs font-semibold text-ink shadow-md transition hover:bg-ink hover:text-white"
        >
          {t("cart.card.chooseSize")}
        </Link>
      ) : (
        <CardAddButton productId={product.entityId} locale={locale} label={t("cart.card.add", { name: product.name })} />
      )}
    </div>
  );
}
