// features/wishlist in the browser; see index.ts. The merge at sign-in loads only then.
export { useWishlistToggle } from "./use-wishlist";
export const loadWishlistMerge = () => import("./merge");
