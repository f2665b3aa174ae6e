"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import type { Image } from "@/lib/commerce/types";
import { LARGEST_WIDTH, MAIN_IMAGE_SIZES, productImageSrcSet, productImageUrl } from "./product-image";

const THUMB_WIDTH = 320;

/**
 * The main picture with its thumbnails (buttons that show another picture). The main <img>
 * offers the spec's four widths in its srcset (see product-image.ts for why not next/image);
 * the first picture loads eagerly at high priority (the page also preloads it), the others
 * only when chosen, and thumbnails lazily.
 */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const { t } = useT();
  useSections("product");
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className="aspect-square rounded-lg bg-cream" />;

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div className="relative flex-1 overflow-hidden rounded-lg bg-cream">
        {/* eslint-disable-next-line @next/next/no-img-element -- exact spec widths, see product-image.ts */}
        <img
          src={productImageUrl(current.url, LARGEST_WIDTH)}
          srcSet={productImageSrcSet(current.url)}
          sizes={MAIN_IMAGE_SIZES}
          width={LARGEST_WIDTH}
          height={LARGEST_WIDTH}
          alt={current.altText || name}
          fetchPriority={index === 0 ? "high" : "auto"}
          loading="eager"
          decoding={index === 0 ? "sync" : "async"}
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t("product.gallery")}
          className="flex gap-2 overflow-x-auto lg:w-20 lg:flex-col lg:overflow-visible"
        >
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t("product.showImage", { index: i + 1, count: images.length })}
                className={`block size-16 overflow-hidden rounded-md border bg-cream transition lg:size-20 ${
                  i === index ? "border-ink" : "border-transparent opacity-70 hover:opacity-100"
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the smallest spec width, lazily */}
                <img
                  src={productImageUrl(image.url, THUMB_WIDTH)}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_WIDTH}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
