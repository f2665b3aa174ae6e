import { describe, expect, it } from "vitest";
import { productImageSrcSet, productImageUrl } from "./product-image";
import { productTitle } from "./product-title";
import { quantityLimit, stockLevel } from "./stock";

describe("product image widths", () => {
  it("asks a local picture for WebP at the width", () => {
    expect(productImageUrl("/media/jewellery/ring/white/diamond/0-0.png", 640)).toBe("/media/jewellery/ring/white/diamond/0-0.webp?w=640");
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
