"use client";
import Link from "next/link";
import { useSections, useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useWishlist } from "../use-wishlist-items";
import {
  EntryBagAction,
  EntryPicture,
  EntryPrice,
  EntryRemoveButton,
  productHref,
  WishlistEmpty,
} from "./wishlist-entry";

/** The account area's my-wishlist: a grid of saved pieces with add to bag and remove. */
export function WishlistPage({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("wishlist");
  const { items, isLoading, isError, refetch, toggle } = useWishlist({ locale, products: true });
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const shown = items.flatMap((i) => (i.product ? [i.product] : []));

  return (
    <section aria-labelledby="my-wishlist-title">
      <h2 id="my-wishlist-title" className="text-xl font-semibold">
        {t("wishlist.pageTitle")}
      </h2>
      {isLoading ? (
        <p className="mt-4 text-sm text-muted">{t("wishlist.loading")}</p>
      ) : isError ? (
        <div role="alert" className="mt-4">
          <p className="text-sm">{t("wishlist.loadError")}</p>
          <button
            type="button"
            onClick={refetch}
            className="mt-3 rounded-md border border-ink px-4 py-2 text-sm font-semibold"
          >
            {t("wishlist.retry")}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="mt-4">
          <WishlistEmpty locale={locale} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {t("wishlist.count", { count: shown.length, n: number.format(shown.length) })}
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
            {shown.map((product) => (
              <li key={product.entityId} className="relative flex flex-col">
                <EntryPicture product={product} locale={locale} size={320} />
                <div className="absolute end-2 top-2 rounded-full bg-white/95 shadow-md">
                  <EntryRemoveButton product={product} onRemove={() => void toggle(product)} />
                </div>
                <p className="mt-3 text-xs font-semibold tracking-widest text-muted uppercase">{product.brand.name}</p>
                <Link
                  href={productHref(locale, product)}
                  className="mt-1 line-clamp-2 text-sm leading-snug hover:underline"
                >
                  {product.name}
                </Link>
                <div className="mt-1 flex-1">
                  <EntryPrice product={product} locale={locale} />
                </div>
                <div className="mt-3">
                  <EntryBagAction product={product} locale={locale} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
