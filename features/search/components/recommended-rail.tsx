"use client";
import { useId } from "react";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { ProductCard } from "@/features/catalogue";
import { useRecentlyViewed } from "@/features/catalogue/client";
import type { BrandGroup } from "../schema";
import { useRecommendations } from "../use-recommendations";

/**
 * 'Recommended for you': products like the ones the shopper viewed in this country
 * (/api/search/recommendations). Renders nothing without history, or when the
 * recommendations fail (the rail is a bonus, not worth an error message).
 */
export function RecommendedRail({
  locale,
  brand = "main",
  limit = 6,
  onNavigate,
  className,
}: {
  locale: Locale;
  brand?: BrandGroup;
  limit?: number;
  onNavigate?: () => void;
  className?: string;
}) {
  const { t } = useT();
  useSections("product");
  const headingId = useId();
  const ids = useRecentlyViewed();
  const { data, isError } = useRecommendations({ ids, locale, brand, limit });
  if (ids.length === 0 || isError || data?.products.length === 0) return null;

  return (
    <section aria-labelledby={headingId} aria-busy={!data} className={className}>
      <h2 id={headingId} className="text-xs font-semibold tracking-widest text-muted uppercase">
        {t("search.recommended")}
      </h2>
      <ul className="-mx-1 mt-3 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {data
          ? data.products.map((product) => (
              <li key={product.entityId} className="w-36 shrink-0 snap-start sm:w-40">
                <ProductCard
                  product={product}
                  locale={locale}
                  t={t}
                  onNavigate={onNavigate}
                  imageSizes="10rem"
                  quickAdd={false}
                />
              </li>
            ))
          : Array.from({ length: Math.min(limit, 4) }, (_, i) => (
              <li key={i} aria-hidden className="w-36 shrink-0 sm:w-40">
                <div className="aspect-square animate-pulse rounded-md bg-cream" />
                <div className="mt-3 h-3 w-2/3 animate-pulse rounded bg-cream" />
                <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-cream" />
              </li>
            ))}
      </ul>
    </section>
  );
}
