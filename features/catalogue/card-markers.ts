/**
 * Data attributes of a product card's server markup that the page's client controllers bring to
 * life (`CardControls`, `WishlistHearts`): a plain module, so server components can import them
 * (a constant imported from a "use client" file would arrive as a client reference).
 */
export const CARD_LINK = "data-card-link";
export const CARD_ADD = "data-card-add";
