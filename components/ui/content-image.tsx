import { getImageProps } from "next/image";
import type { ComponentProps } from "react";
import { StaticImage } from "./static-image";

/**
 * Pictures named by the content provider. The embedded files are ours (`/brand/...`,
 * `/content/...`) and may be served as they are; a CMS's media are absolute URLs on its host
 * (Strapi's `/uploads/...`, or its upload provider's), which the CSP's `img-src 'self'` does not
 * allow: they always go through /_next/image on our origin, SVG icons included (next.config.ts
 * lets the optimizer pass SVG through, sandboxed).
 */
export const isOwnFile = (src: string): boolean => src.startsWith("/") && !src.startsWith("//");

/** `unoptimized` for our own files only: a CMS picture is never loaded from the CMS host. */
export const servedAsIs = (src: string, unoptimized = true): boolean => unoptimized && isOwnFile(src);

/** StaticImage for a content picture (`unoptimized` applies to our own files only). */
export function ContentImage({ src, unoptimized, ...rest }: ComponentProps<typeof StaticImage> & { src: string }) {
  return <StaticImage src={src} unoptimized={servedAsIs(src, unoptimized ?? false)} {...rest} />;
}

/**
 * A `<picture>`'s `<source>` for art of another size: our own file as it is, a CMS picture as the
 * optimizer's candidates for `sizes`.
 */
export function contentSource(
  src: string,
  { width, height, sizes }: { width: number; height: number; sizes: string },
): { srcSet: string; sizes?: string } {
  if (isOwnFile(src)) return { srcSet: src };
  const { props } = getImageProps({ src, width, height, sizes, alt: "" });
  return { srcSet: props.srcSet ?? props.src, sizes };
}
