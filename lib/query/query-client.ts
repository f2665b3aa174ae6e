import { QueryClient, isServer } from "@tanstack/react-query";
import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from "@/lib/constants";
import { peekQueryClient, registerQueryClient } from "./query-registry";

/** Drop unused data after 5 min; retry reads 3 times, exponential, capped at 30 s; never retry a mutation. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRIES, retryDelay, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * A new client per server request, one in the browser (no shopper's data shared between requests). There is no
 * provider at the root (it would load TanStack Query on every page): hooks pass this client to
 * useQuery/useMutation as their second argument.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  const existing = peekQueryClient();
  if (existing) return existing;
  const client = makeQueryClient();
  // What QueryClientProvider would do on mounting: refetch on window focus and on reconnect,
  // resume paused mutations. The browser's one client lives as long as the page.
  client.mount();
  return registerQueryClient(client);
}
