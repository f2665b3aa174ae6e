import "server-only";
import { SearchUnavailableError } from "@/lib/search/errors";
import { NO_STORE } from "@/lib/http/respond";
import { reportError } from "@/features/monitoring";

export { NO_STORE, badRequest, ok, parseInput, readJsonBody } from "@/lib/http/respond";

/** Suggestions do not depend on the shopper: shared caches may keep them a minute. */
export const SHARED_SHORT = "public, s-maxage=60, stale-while-revalidate=300";

/**
 * The search or commerce upstream failed: report it and answer with a message the client can
 * show; 503 when the search says it cannot answer yet (index building, service down), else 502.
 */
export function upstreamFailure(error: unknown): Response {
  reportError(error);
  return Response.json(
    { hasError: true, error: "The search service is unavailable; please try again." },
    { status: error instanceof SearchUnavailableError ? 503 : 502, headers: { "cache-control": NO_STORE } },
  );
}
