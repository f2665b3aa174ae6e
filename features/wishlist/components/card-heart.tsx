import type { TFunction } from "i18next";

type Props = { productId: number; name: string; t: TFunction };

/**
 * A product card's wishlist heart, over the picture's top end: plain server markup, no client
 * component of its own. One `WishlistHearts` controller for the whole page presses the saved
 * ones and handles every click (event delegation), so a listing hydrates one component instead
 * of forty (the listing's blocking time). The server render is always the unpressed heart,
 * so cached pages stay shopper-neutral. Pressed, it is named from the card's `.card-name`.
 */
export function CardHeart({ productId, name, t }: Props) {
  return (
    <button
      type="button"
      data-wishlist-heart={productId}
      aria-pressed="false"
      aria-label={t("wishlist.addNamed", { name })}
      // The heart (outlined, filled when pressed) is the class's (app/globals.css): drawn once per page, not per card.
      className="card-heart"
    />
  );
}
