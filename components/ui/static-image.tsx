import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's markup (optimized srcset, lazy loading, intrinsic size) as a plain `<img>`,
 * without its client component: no hooks or load handlers to hydrate. A listing hydrates
 * forty product pictures, so cards, logo, flags and footer icons use this; pictures that need
 * `preload` (a hero) keep next/image, which can emit the preload link.
 */
export function StaticImage({ alt, ...rest }: Omit<ImageProps, "preload" | "placeholder">) {
  const { props } = getImageProps({ alt, ...rest });
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, by its own helper
  return <img {...props} alt={alt} />;
}
