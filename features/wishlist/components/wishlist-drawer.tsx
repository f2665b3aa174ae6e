"use client";
import Link from "next/link";
import { useSections, useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useRightDrawer } from "@/features/shell/client";
import { useWishlist } from "../use-wishlist-items";
import {
  EntryBagAction,
  EntryPicture,
  EntryPrice,
  EntryRemoveButton,
  productHref,
  WishlistEmpty,
} from "./wishlist-entry";

const buttonClass = "block w-full rounded-md px-4 py-3 text-center text-sm font-semibold tracking-wide";

/** The wishlist drawer's content: saved pieces with add to bag and remove, then the way to the full list. */
export function WishlistDrawer({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("wishlist");
  const close = useRightDrawer("wishlist").close;
  const { items, isLoading, isError, refetch, toggle, signedIn } = useWishlist({ locale, products: true });
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const shown = items.flatMap((i) => (i.product ? [i.product] : []));

  if (isLoading) return <p className="text-sm text-muted">{t("wishlist.loading")}</p>;
  if (isError) {
    return (
      <div role="alert">
        <p className="text-sm">{t("wishlist.loadError")}</p>
        <button type="button" onClick={refetch} className={`${buttonClass} mt-4 border border-ink`}>
          {t("wishlist.retry")}
        </button>
      </div>
    );
  }
  if (shown.length === 0) return <WishlistEmpty locale={locale} onNavigate={close} />;

  return (
    <div className="flex min-h-full flex-col">
      <p className="text-sm text-muted">
        {t("wishlist.count", { count: shown.length, n: number.format(shown.length) })}
      </p>
      <ul className="mt-3 flex-1 divide-y divide-line">
        {shown.map((product) => (
          <li key={product.entityId} className="flex gap-3 py-4">
            <div className="size-[72px] shrink-0">
              <EntryPicture product={product} locale={locale} onNavigate={close} size={72} />
            </div>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-[11px] font-semibold tracking-widest text-muted uppercase">{product.brand.name}</p>
              <Link
                href={productHref(locale, product)}
                onClick={close}
                className="line-clamp-2 text-sm leading-snug hover:underline"
              >
                {product.name}
              </Link>
              <EntryPrice product={product} locale={locale} />
              <div className="pt-1">
                <EntryBagAction product={product} locale={locale} onNavigate={close} />
              </div>
            </div>
            <EntryRemoveButton product={product} onRemove={() => void toggle(product)} />
          </li>
        ))}
      </ul>
      <div className="sticky bottom-0 -mx-5 border-t border-line bg-white px-5 pt-4 pb-1">
        {signedIn ? (
          <Link href={`/${locale}/account/my-wishlist`} onClick={close} className={`${buttonClass} bg-ink text-white`}>
            {t("wishlist.viewAll")}
          </Link>
        ) : (
          <>
            <p className="text-xs text-muted">{t("wishlist.guestHint")}</p>
            <Link href={`/${locale}/account`} onClick={close} className={`${buttonClass} mt-3 border border-ink`}>
              {t("wishlist.signIn")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
