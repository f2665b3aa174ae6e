import { PRODUCT_IMAGE_WIDTHS } from "@/lib/constants";

export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** BigCommerce's CDN puts the size in the path: `/images/stencil/{size}/products/...` (`1280w`, `640x640`, `original`). */
const STENCIL_SIZE = /(\/images\/stencil\/)[^/]+(\/)/;

/**
 * The address of a product image (`Image.url`, the 1280 px one) at one of the four
 * PRODUCT_IMAGE_WIDTHS: BigCommerce's CDN by its path segment, the locally drawn pictures by `?w=`.
 */
export function imageAtWidth(url: string, width: ProductImageWidth): string {
  if (STENCIL_SIZE.test(url)) return url.replace(STENCIL_SIZE, `$1${width}w$2`);
  const [base, query = ""] = url.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set("w", String(width));
  return `${base}?${params.toString()}`;
}
