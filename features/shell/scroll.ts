/** After a route change the page scrolls to the top, unless the address mentions `page` (paging keeps its place). */
export function shouldScrollToTop(address: string): boolean {
  return !address.includes("page");
}

/**
 * Whether showing `address` after `previous` scrolls to the top. `previous` is null on the
 * first render, which is no route change: the browser owns the initial position (a reload, a
 * back-forward visit, a `#fragment`). The same address again (an effect re-run) is none either.
 */
export function scrollsToTopAfter(previous: string | null, address: string): boolean {
  return previous !== null && previous !== address && shouldScrollToTop(address);
}
