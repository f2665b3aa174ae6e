import { describe, expect, it } from "vitest";
import type { Product } from "@/lib/commerce/types";
import { breadcrumbListJsonLd, jsonLdScript, productJsonLd } from "./json-ld";

const product = {
  name: "Halo Ring",
  sku: "LR21Y-000100",
  brand: { key: "main", name: "Lumina" },
  prices: {
    price: { value: 1275, currencyCode: "SAR" },
    salePrice: { value: 1275, currencyCode: "SAR" },
    basePrice: { value: 1500, currencyCode: "SAR" },
  },
  inventory: { isInStock: true, hasVariantInventory: true, aggregated: { availableToSell: 12, warningLevel: 3 } },
  reviewSummary: { summationOfRatings: 116, numberOfReviews: 27 },
} as Product;

describe("jsonLdScript", () => {
  it("cannot be broken out of with </script> in a product name", () => {
    const out = jsonLdScript({ name: 'Ring</script><script>alert("x")</script><!--' });
    expect(out).not.toMatch(/[<>&]/);
    expect(out.toLowerCase()).not.toContain("</script");
    // The escapes are JSON escapes: the data reads back unchanged.
    expect(JSON.parse(out)).toEqual({ name: 'Ring</script><script>alert("x")</script><!--' });
  });

  it("escapes ampersands and JavaScript line terminators", () => {
    const out = jsonLdScript({ a: "Gold & Silver\u2028line" });
    expect(out).toBe('{"a":"Gold \\u0026 Silver\\u2028line"}');
    expect(JSON.parse(out).a).toBe("Gold & Silver\u2028line");
  });
});

describe("productJsonLd", () => {
  it("describes the offer in the store's currency with availability and rating", () => {
    const data = productJsonLd({
      product,
      url: "https://shop.example/en-sa/p/halo-ring-sku-lr21y-000100",
      images: ["https://shop.example/a.png"],
      description: "A ring.",
    });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Halo Ring",
      sku: "LR21Y-000100",
      brand: { "@type": "Brand", name: "Lumina" },
      aggregateRating: { ratingValue: 4.3, reviewCount: 27 },
      offers: { price: "1275.00", priceCurrency: "SAR", availability: "https://schema.org/InStock" },
    });
  });

  it("leaves the rating out without reviews and says OutOfStock when sold out", () => {
    const sold = {
      ...product,
      reviewSummary: { summationOfRatings: 0, numberOfReviews: 0 },
      inventory: { ...product.inventory, isInStock: false },
    };
    const data = productJsonLd({ product: sold, url: "u", images: [], description: "" });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});

describe("breadcrumbListJsonLd", () => {
  it("numbers the items from 1", () => {
    const data = breadcrumbListJsonLd([
      { name: "Home", url: "https://x/en-sa" },
      { name: "Rings", url: "https://x/en-sa/product-listing-page/rings" },
    ]);
    expect(data.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, "Home"],
      [2, "Rings"],
    ]);
  });
});
