import { JEWELLERY_BASE_PATH, PRODUCT_IMAGE_WIDTHS } from "@/lib/constants";

/**
 * The product picture at one of the four product widths (PRODUCT_IMAGE_WIDTHS). next/image cannot
 * offer exactly these: its srcset comes only from the configured device and image sizes
 * (IMAGE_DEVICE_SIZES and IMAGE_SIZES: 640, 750, 828, 1080, ... and 16-384), and its optimizer
 * refuses other widths. So the main image asks the picture's own address for the width, as a
 * hosted store's image CDN is asked; our locally drawn pictures answer `?w=` and come as WebP under
 * a .webp name.
 */
export function productImageUrl(url: string, width: number): string {
  const local = url.startsWith(`${JEWELLERY_BASE_PATH}/`);
  const [path = "", query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  params.set("w", String(width));
  return `${local ? path.replace(/\.png$/, ".webp") : path}?${params}`;
}

export function productImageSrcSet(url: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((w) => `${productImageUrl(url, w)} ${w}w`).join(", ");
}

/** The main image fills the phone's width and about half of a wide screen (max-w-7xl page). */
export const MAIN_IMAGE_SIZES = "(min-width: 1280px) 620px, (min-width: 1024px) 48vw, 100vw";
export const LARGEST_WIDTH: number = PRODUCT_IMAGE_WIDTHS.at(-1) ?? 1280;
