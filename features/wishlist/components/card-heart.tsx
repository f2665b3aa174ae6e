"use client";
import { HeartIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { useTranslator, useWishlistToggle } from "../use-wishlist";

type Props = { productId: number; name: string; locale: Locale };

/**
 * A product card's wishlist heart, over the picture's top end. A listing hydrates forty: each
 * reads the shared guest store or the customer's one wishlist query (no fetch of its own). The
 * server render is always the unpressed heart, so cached pages stay shopper-neutral.
 */
export function CardHeart({ productId, name, locale }: Props) {
  const t = useTranslator();
  const { pressed, busy, toggle } = useWishlistToggle(productId, locale);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={pressed}
      aria-busy={busy}
      aria-label={t(pressed ? "wishlist.removeNamed" : "wishlist.addNamed", { name })}
      className="absolute end-2 top-2 grid size-9 place-items-center rounded-full bg-white/95 text-ink shadow-md transition hover:text-rose aria-pressed:text-rose aria-busy:cursor-progress"
    >
      <HeartIcon className="size-5" fill={pressed ? "currentColor" : "none"} />
    </button>
  );
}
