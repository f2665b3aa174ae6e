import type { ComponentProps } from "react";
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "@/lib/constants";

/**
 * A small fixed-size picture for client components (cart lines, wishlist rows, review prompts):
 * next/image's markup for a fixed width (the optimizer's 1x and 2x candidates, lazy, async
 * decoding) without next/image's client helpers, about 4 KB compressed that the cart page would
 * otherwise load at start-up (ADR 0031). Server components keep StaticImage (getImageProps runs
 * on the server there). client-image.test.ts checks the markup against getImageProps.
 */
const ALLOWED = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);

const optimizerUrl = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/** next/image's choice for a fixed width: the smallest allowed size at or above 1x and 2x. */
export function clientImageProps({
  src,
  width,
  height,
  alt,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
}) {
  const widths = [...new Set([width, width * 2].map((w) => ALLOWED.find((size) => size >= w) ?? ALLOWED.at(-1)!))];
  return {
    alt,
    loading: "lazy" as const,
    width,
    height,
    decoding: "async" as const,
    srcSet: widths.map((w, i) => `${optimizerUrl(src, w)} ${i + 1}x`).join(", "),
    src: optimizerUrl(src, widths.at(-1)!),
  };
}

type Props = { src: string; width: number; height: number; alt: string } & Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "width" | "height" | "alt"
>;

export function ClientImage({ src, width, height, alt, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup, built without its client helpers
  return <img {...clientImageProps({ src, width, height, alt })} {...rest} alt={alt} />;
}
