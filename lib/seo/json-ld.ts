import type { Product } from "@/lib/commerce/types";

/**
 * Structured data (schema.org) for search engines, and the one way to put it in a page.
 * Product names and descriptions come from a store we do not fully control (a hosted CMS or
 * merchandiser), so the JSON is escaped for an inline <script>: `</script>` or `<!--` inside a
 * string must never end the script element or start markup.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  // Valid in JSON, but line terminators in older JavaScript parsers.
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON for `<script type="application/ld+json">`: parses to the same data, holds no `<`, `>` or `&`. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}

export type BreadcrumbItem = { name: string; url: string };

export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

type ProductJsonLdInput = {
  product: Product;
  /** Absolute address of the product page. */
  url: string;
  /** Absolute addresses of the product's pictures. */
  images: string[];
  description: string;
};

/** A schema.org Product with its offer in the store's currency (sale price when on sale). */
export function productJsonLd({ product, url, images, description }: ProductJsonLdInput) {
  const { numberOfReviews, summationOfRatings } = product.reviewSummary;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    image: images,
    description,
    brand: { "@type": "Brand", name: product.brand.name },
    ...(numberOfReviews > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: Math.round((summationOfRatings / numberOfReviews) * 10) / 10,
        reviewCount: numberOfReviews,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    offers: {
      "@type": "Offer",
      url,
      price: product.prices.price.value.toFixed(2),
      priceCurrency: product.prices.price.currencyCode,
      availability: product.inventory.isInStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    url,
  };
}
