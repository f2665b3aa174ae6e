"use client";
import Link from "next/link";
import { useT } from "@/lib/i18n/client";
import { useState } from "react";
import { ClientImage } from "@/components/ui/client-image";
import type { PendingReview, ReviewProduct } from "@/lib/commerce/review-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ReviewForm } from "./review-form";

export function ReviewPicture({ product, size }: { product: ReviewProduct; size: number }) {
  return (
    <div className="shrink-0 overflow-hidden rounded-md bg-cream" style={{ width: size, height: size }}>
      {product.imageUrl && (
        <ClientImage src={product.imageUrl} alt="" width={size} height={size} className="h-full w-full object-cover" />
      )}
    </div>
  );
}

/** Products waiting for her review, each with its own "Write a review" form (one open at a time). */
export function PendingReviews({ items, locale }: { items: PendingReview[]; locale: Locale }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  const date = new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "medium" });
  return (
    <ul className="divide-y divide-line">
      {items.map(({ product, orderedAt }) => (
        <li key={product.entityId} className="py-4">
          <div className="flex items-center gap-3">
            <ReviewPicture product={product} size={64} />
            <div className="min-w-0 flex-1">
              <Link href={`/${locale}/p/${product.path}`} className="line-clamp-2 text-sm hover:underline">
                {product.name}
              </Link>
              <p className="text-xs text-muted">{t("reviews.orderedOn", { date: date.format(new Date(orderedAt)) })}</p>
            </div>
            {open !== product.entityId && (
              <button
                type="button"
                onClick={() => setOpen(product.entityId)}
                aria-label={t("reviews.writeFor", { name: product.name })}
                className="shrink-0 rounded-md border border-ink px-3 py-2 text-xs font-semibold hover:bg-ink hover:text-white"
              >
                {t("reviews.write")}
              </button>
            )}
          </div>
          {open === product.entityId && (
            <ReviewForm
              productId={product.entityId}
              productName={product.name}
              locale={locale}
              onCancel={() => setOpen(null)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
