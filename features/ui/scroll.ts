/** After a route change the page scrolls to the top, unless the address mentions `page` (spec section 2). */
export function shouldScrollToTop(address: string): boolean {
  return !address.includes("page");
}
