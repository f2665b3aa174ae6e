/** The wishlist fetchers, loaded on first use: hearts render at start-up, their calls come later. */
export const loadWishlistApi = () => import("./api");
