import type { z } from "zod";
import { MAX_JSON_BODY_BYTES } from "@/lib/constants";
import { describeBytes, readLimitedBody } from "./body-limit";

/**
 * The JSON answers of our route handlers: real status codes and `{ hasError, response | error }`
 * (the envelope the pages read), JSON always, so a failure never turns into Next's HTML error page.
 */

export const NO_STORE = "no-store";

export function ok<T>(response: T, cacheControl = NO_STORE, status = 200): Response {
  return Response.json({ hasError: false, response }, { status, headers: { "cache-control": cacheControl } });
}

/** An error answer; `extra` adds machine-readable fields (`code: "quantityExceeds"`, ...). */
export function failure(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ hasError: true, error, ...extra }, { status, headers: { "cache-control": NO_STORE } });
}

/** 429 `tooManyRequests` (a translated toast) with when to try again, in the body and in Retry-After. */
export function tooManyRequests(retryAfterS: number): Response {
  const response = failure(429, "Too many requests; please wait and try again.", {
    code: "tooManyRequests",
    retryAfter: retryAfterS,
  });
  response.headers.set("retry-after", String(retryAfterS));
  return response;
}

export function badRequest(error: string): Response {
  return failure(400, error);
}

/** Zod issues as one readable line: `payload.line_items.0.quantity: must be at least 1; ...`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Parses input with a schema; the error side is a ready 400 answer with a readable message. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S> } | { error: Response } {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data }
    : { error: badRequest(`Invalid request: ${describeIssues(result.error)}`) };
}

/** The 413 of a body past its ceiling, naming the ceiling. */
export function tooLarge(maxBytes: number): Response {
  return failure(413, `Payload too large: the body must be at most ${describeBytes(maxBytes)}`, { code: "tooLarge" });
}

/**
 * The request's JSON object body; a 413 when it passes MAX_JSON_BODY_BYTES (refused before it is
 * parsed, and no further than the ceiling is read), a 400 when it is not JSON or not an object.
 */
export async function readJsonBody(request: Request): Promise<{ body: object } | { error: Response }> {
  let body: unknown;
  try {
    const read = await readLimitedBody(request, MAX_JSON_BODY_BYTES);
    if ("tooLarge" in read) return { error: tooLarge(MAX_JSON_BODY_BYTES) };
    body = JSON.parse(new TextDecoder().decode(read.bytes));
  } catch {
    return { error: badRequest("Invalid request: the body must be JSON") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { error: badRequest("Invalid request: the body must be a JSON object") };
  }
  return { body };
}

/** Reads and validates a JSON body in one step. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S> } | { error: Response }> {
  const read = await readJsonBody(request);
  return "error" in read ? read : parseInput(schema, read.body);
}
