"use client";
import { useSections, useT } from "@/lib/i18n/client";
import type { PurchaseProduct, PurchaseVariant } from "./purchase-types";
import { stockLevel, type StockLevel } from "@/lib/catalogue/stock";

const DOT: Record<StockLevel | "pick", string> = {
  in: "bg-emerald-600",
  low: "bg-amber-500",
  out: "bg-sale",
  pick: "bg-line",
};

/** In stock / only N left / out of stock, for the chosen size when the product has sizes. */
export function StockLine({
  product,
  variant,
  formatSize,
}: {
  product: PurchaseProduct;
  variant: PurchaseVariant | null;
  formatSize: (s: string) => string;
}) {
  const { t } = useT();
  useSections("product");
  let level: StockLevel | "pick";
  let text: string;
  if (variant?.size) {
    level = stockLevel(variant.available, product.warningLevel);
    const size = formatSize(variant.size);
    text =
      level === "out"
        ? t("product.sizeOutOfStock", { size })
        : level === "low"
          ? t("product.sizeLowStock", { size, count: variant.available })
          : t("product.sizeInStock", { size });
  } else if (product.sizes.length > 0 && product.isInStock) {
    level = "pick";
    text = t("product.chooseSizeForStock");
  } else {
    level = product.isInStock ? stockLevel(product.available, product.warningLevel) : "out";
    text =
      level === "out"
        ? t("product.outOfStock")
        : level === "low"
          ? t("product.lowStock", { count: product.available })
          : t("product.inStock");
  }
  return (
    <p
      role="status"
      className={`flex items-center gap-2 text-sm ${level === "low" ? "font-semibold text-amber-800" : level === "out" ? "font-semibold text-sale" : ""}`}
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT[level]}`} />
      {text}
    </p>
  );
}
