import { QueryClient, isServer } from "@tanstack/react-query";
import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from "@/lib/constants";

/** Spec section 9: drop unused data after 5 min; retry reads 3 times, exponential, capped at 30 s; never retry a mutation. */
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

let browserClient: QueryClient | undefined;

/** A new client per server request, one in the browser (ARCHITECTURE section 5.8). */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
