import { describe, expect, it } from "vitest";
import { productImageSrcSet, productImageUrl } from "./product-image";
import { productTitle } from "./product-title";
import type { TFunction } from "i18next";
import type { Product } from "@/lib/commerce/types";
import { toPurchaseProduct } from "./purchase-product";
import { canBuy, MAX_QUANTITY_PER_LINE, quantityLimit, stockLevel } from "@/lib/catalogue/stock";

describe("product image widths", () => {
  it("asks a local picture for WebP at the width", () => {
    expect(productImageUrl("/media/jewellery/ring/white/diamond/0-0.png", 640)).toBe(
      "/media/jewellery/ring/white/diamond/0-0.webp?w=640",
    );
  });

  it("keeps another address's format and query", () => {
    expect(productImageUrl("https://cdn.example/p/1.jpg?v=2", 320)).toBe("https://cdn.example/p/1.jpg?v=2&w=320");
  });

  it("offers exactly the four widths of the spec", () => {
    const set = productImageSrcSet("/media/jewellery/coin/yellow/none/1-0.png");
    expect(set.split(", ").map((c) => c.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w"]);
  });
});

describe("stock", () => {
  it("reads a piece whose stock is not counted as in stock, capped only by the per-line limit", () => {
    expect(stockLevel(null, 3)).toBe("in");
    expect(quantityLimit(null)).toBe(MAX_QUANTITY_PER_LINE);
    expect(canBuy(null)).toBe(true);
    expect(canBuy(0)).toBe(false);
    expect(canBuy(2)).toBe(true);
  });

  it("hands the purchase panel an untracked piece as buyable, and an untracked size the store calls out of stock as none", () => {
    const product = {
      entityId: 7,
      sku: "MSL-CHM-7",
      inventory: { isInStock: true, hasVariantInventory: true, aggregated: { availableToSell: null, warningLevel: 0 } },
      variants: [
        {
          entityId: 71,
          sku: "MSL-CHM-7-S",
          options: [{ name: "Size", value: "S" }],
          inventory: { isInStock: true, availableToSell: null },
        },
        {
          entityId: 72,
          sku: "MSL-CHM-7-M",
          options: [{ name: "Size", value: "M" }],
          inventory: { isInStock: false, availableToSell: null },
        },
      ],
    } as unknown as Product;
    const purchase = toPurchaseProduct(product, ((key: string) => key) as unknown as TFunction);
    expect(purchase.available).toBeNull();
    expect(purchase.sizes.map((s) => s.available)).toEqual([null, 0]);
  });

  it("reads out, low and in stock against the warning level", () => {
    expect(stockLevel(0, 3)).toBe("out");
    expect(stockLevel(3, 3)).toBe("low");
    expect(stockLevel(1, 3)).toBe("low");
    expect(stockLevel(4, 3)).toBe("in");
  });

  it("caps the quantity at what is available and at 10", () => {
    expect(quantityLimit(2)).toBe(2);
    expect(quantityLimit(40)).toBe(10);
    expect(quantityLimit(0)).toBe(0);
  });
});

describe("productTitle", () => {
  it("drops the store's brand prefix and keeps other names whole", () => {
    expect(productTitle({ name: "Lumina - Halo Ring", brand: { name: "Lumina" } })).toBe("Halo Ring");
    expect(productTitle({ name: "ويفز - خاتم", brand: { name: "ويفز" } })).toBe("خاتم");
    expect(productTitle({ name: "Halo Ring", brand: { name: "Lumina" } })).toBe("Halo Ring");
    expect(productTitle({ name: "Lumina - ", brand: { name: "Lumina" } })).toBe("Lumina - ");
  });
});
