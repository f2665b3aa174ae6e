import type { TFunction } from "i18next";
import { SoftLink } from "@/components/ui/soft-link";
import type { ProductSummary } from "@/lib/commerce/types";
import { CardAddButton } from "./card-add-button";

type Props = { product: ProductSummary; t: TFunction; href: string };

/**
 * The cart corner of a product card, laid over the picture's bottom end: a quick add, or for
 * pieces sold in sizes (rings) a plain link to choose one; nothing when out of stock. Plain server
 * markup like the card: the page's `CardControls` handles its clicks.
 */
export function CardCartAction({ product, t, href }: Props) {
  if (!product.inventory.isInStock) return null;
  return (
    <div className="card-corner">
      {product.inventory.hasVariantInventory ? (
        <SoftLink href={href} aria-label={t("cart.card.chooseSizeFor", { name: product.name })} className="card-choose">
          {t("cart.card.chooseSize")}
        </SoftLink>
      ) : (
        <CardAddButton productId={product.entityId} label={t("cart.card.add", { name: product.name })} />
      )}
    </div>
  );
}
