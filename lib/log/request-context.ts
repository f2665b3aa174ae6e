import type { AsyncLocalStorage } from "node:async_hooks";

/** One outbound call of a request, for its log line: the circuit, how long it took, how it ended. */
export type UpstreamCall = { circuit: string; ms: number; outcome: string };

/** What the server knows of the request being served: its id (X-Request-Id) and its upstream calls. */
export type RequestContext = { id: string; upstream: UpstreamCall[] };

/**
 * The production server script opens one AsyncLocalStorage run per request and keeps the storage
 * on globalThis under this registered symbol: the script is plain JS outside Next's bundles, and
 * every bundle copy of this module must find the same storage.
 */
export const REQUEST_CONTEXT_KEY = Symbol.for("lumina.request");

type Holder = typeof globalThis & { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> };

/** The request being served, or undefined outside one (start-up, tests, `next dev` without the server script). */
export function currentRequest(): RequestContext | undefined {
  return (globalThis as Holder)[REQUEST_CONTEXT_KEY]?.getStore();
}
