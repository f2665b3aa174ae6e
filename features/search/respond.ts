import "server-only";
import type { z } from "zod";
import { SearchUnavailableError } from "@/lib/search/errors";
import { reportError } from "@/features/monitoring/report-error";
import { describeIssues } from "./schema";

/**
 * Answers of the search routes: real status codes and `{ hasError, response | error }` (spec
 * section 8), JSON always, so an outage never turns into Next's HTML error page.
 */

export const NO_STORE = "no-store";
/** Suggestions do not depend on the shopper: shared caches may keep them a minute. */
export const SHARED_SHORT = "public, s-maxage=60, stale-while-revalidate=300";

export function ok<T>(response: T, cacheControl = NO_STORE): Response {
  return Response.json({ hasError: false, response }, { headers: { "cache-control": cacheControl } });
}

export function badRequest(error: string): Response {
  return Response.json({ hasError: true, error }, { status: 400, headers: { "cache-control": NO_STORE } });
}

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

/** Parses input with a schema; the error side is a ready 400 answer with a readable message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): { data: z.output<S> } | { error: Response } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { error: badRequest(`Invalid request: ${describeIssues(result.error)}`) };
}

/** The request's JSON object body, or a 400 answer when it is not JSON or not an object. */
export async function readJsonBody(request: Request): Promise<{ body: object } | { error: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { error: badRequest("Invalid request: the body must be JSON") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { error: badRequest("Invalid request: the body must be a JSON object") };
  }
  return { body };
}
