import type { QueryClient } from "@tanstack/react-query";

/**
 * The browser's one query client, if a part of the page has made it (ADR 0031). TanStack Query
 * is loaded only by the islands that query (account, reviews, search, a signed-in wishlist);
 * start-up code that only needs to update or drop cached data (sign-in, sign-out, a country
 * change) peeks here without importing it: no client yet means nothing is cached.
 */
let browserClient: QueryClient | undefined;

export function peekQueryClient(): QueryClient | undefined {
  return browserClient;
}

export function registerQueryClient(client: QueryClient): QueryClient {
  browserClient ??= client;
  return browserClient;
}
