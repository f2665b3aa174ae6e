import type { TFunction } from "i18next";
import { HeartIcon } from "@/components/ui/icons";

type Props = { productId: number; name: string; t: TFunction };

/**
 * A product card's wishlist heart, over the picture's top end: plain server markup, no client
 * component of its own. One `WishlistHearts` controller for the whole page presses the saved
 * ones and handles every click (event delegation), so a listing hydrates one component instead
 * of forty (issue 3's blocking-time budget). The server render is always the unpressed heart,
 * so cached pages stay shopper-neutral.
 */
export function CardHeart({ productId, name, t }: Props) {
  return (
    <button
      type="button"
      data-wishlist-heart={productId}
      data-name={name}
      aria-pressed="false"
      aria-label={t("wishlist.addNamed", { name })}
      className="group/heart absolute end-2 top-2 grid size-9 place-items-center rounded-full bg-white/95 text-ink shadow-md transition hover:text-rose aria-pressed:text-rose aria-busy:cursor-progress"
    >
      <HeartIcon className="size-5 group-aria-pressed/heart:fill-current" fill="none" />
    </button>
  );
}
