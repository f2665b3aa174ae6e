import type { Product } from "@/lib/commerce/types";
import { publicEnv } from "@/lib/env";
import { breadcrumbListJsonLd, jsonLdScript, productJsonLd } from "@/lib/seo/json-ld";
import { snippet } from "@/lib/seo/snippet";
import type { Crumb } from "@/components/ui/breadcrumbs";
import { LARGEST_WIDTH, productImageUrl } from "./product-image";

/** Product and BreadcrumbList structured data; JSON-LD needs absolute addresses. */
export function ProductJsonLd({ product, crumbs, path }: { product: Product; crumbs: readonly Crumb[]; path: string }) {
  const absolute = (href: string) => new URL(href, publicEnv.siteUrl).href;
  const data = [
    productJsonLd({
      product,
      url: absolute(path),
      images: product.images.map((image) => absolute(productImageUrl(image.url, LARGEST_WIDTH))),
      description: snippet(product.plainTextDescription, 5000),
    }),
    breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.name, url: absolute(c.href) }))),
  ];
  // jsonLdScript escapes <, > and &: the store's text cannot close this element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
