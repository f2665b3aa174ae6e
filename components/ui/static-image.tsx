import { getImageProps, type ImageProps } from "next/image";

type Props = Omit<ImageProps, "preload" | "placeholder" | "sizes"> & {
  /**
   * Responsive candidates: with `sizes`, the srcset lists these optimizer widths (`384w`, ...)
   * instead of next/image's 1x/2x pair, so a phone at 1.75 dpr fetches the 384 px picture for a
   * 180 px tile rather than the 828 px "2x" one. Keep it to two or three: every candidate is
   * repeated in the page's HTML and its RSC payload.
   */
  candidates?: { widths: readonly number[]; sizes: string };
};

/** The optimizer's address of `src` at exactly `width` (an allowed size), as next/image makes it. */
function optimizedUrl(src: ImageProps["src"], width: number, quality: ImageProps["quality"]) {
  // Without `sizes`, next/image's 1x candidate is the smallest allowed size >= width.
  const { props } = getImageProps({ src, width, height: width, alt: "", quality });
  return props.srcSet?.split(" ")[0] ?? props.src;
}

/**
 * next/image's markup (optimized srcset, lazy loading, intrinsic size) as a plain `<img>`,
 * without its client component: no hooks or load handlers to hydrate. A listing hydrates
 * forty product pictures, so cards, logo, flags and footer icons use this; pictures that need
 * `preload` (a hero) keep next/image, which can emit the preload link.
 */
export function StaticImage({ alt, candidates, ...rest }: Props) {
  const { props } = getImageProps({ alt, ...rest });
  if (candidates) {
    const urls = candidates.widths.map((w) => optimizedUrl(rest.src, w, rest.quality));
    props.srcSet = urls.map((url, i) => `${url} ${candidates.widths[i]}w`).join(", ");
    props.sizes = candidates.sizes;
    props.src = urls.at(-1) ?? props.src;
  }
  // next/image always asks for `decoding="async"`, which lets Chromium show a loaded picture a frame
  // or more after the text around it. A high-priority picture is the page's largest paint: decode
  // it with the first frame, before the scripts that start next keep the main thread busy.
  if (rest.fetchPriority === "high") props.decoding = "sync";
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, by its own helper
  return <img {...props} alt={alt} />;
}
