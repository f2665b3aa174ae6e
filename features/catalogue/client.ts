// features/catalogue in the browser; see index.ts.
export { useRecentlyViewed } from "./use-recently-viewed";
