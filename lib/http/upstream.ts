import "server-only";
import { cache } from "react";
import { UPSTREAM_PAGE_DEADLINE_MS } from "@/lib/constants";
import { recordUpstreamCall } from "@/lib/monitoring/upstream-metrics";
import {
  admit,
  breakerOf,
  circuitState,
  failed,
  released,
  resetBreakers,
  succeeded,
  UpstreamError,
} from "./circuit-breaker";
import { backoffDelay, parseRetryAfter, rateLimitResetMs } from "./retry-timing";
import { upstreamState } from "./upstream-state";

export { LAST_GOOD_MAX_ENTRIES, withLastGood } from "./last-good";

/**
 * Outbound HTTP discipline for every hosted adapter (Strapi, Klevu, BigCommerce): a timeout on
 * every attempt and one deadline over all the calls of a page render or an API request (retries
 * included), retries with full jitter for idempotent reads only, and a circuit breaker per
 * upstream name ("strapi", "klevu:sa", "bigcommerce:ae") shared by the whole process, so an outage
 * costs one fast typed failure instead of a queue of hung requests. The page turns an
 * `UpstreamError` into error.tsx or a last good copy (`withLastGood`), never into a 404.
 *
 * The breaker judges each attempt on the upstream's own timeout, not on the patience of whoever
 * sent it: a caller whose deadline comes first (the proxy's 1.5 s product-address check, the end
 * of a page's 6 s) is answered at its deadline, while the attempt runs on in the background until
 * the upstream answers (a success: slow, not broken) or its timeout passes (a failure). Otherwise
 * a hanging upstream met only by short deadlines is never blamed, its circuit never opens, and
 * every shopper waits out a deadline of her own.
 */

export {
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  backoffDelay,
  parseRetryAfter,
  rateLimitResetMs,
} from "./retry-timing";
export {
  BREAKER_COOL_DOWN_MS,
  BREAKER_FAILURE_THRESHOLD,
  BREAKER_TIMEOUT_THRESHOLD,
  breakerStates,
  circuitState,
  UpstreamError,
} from "./circuit-breaker";
export type { BreakerState, CircuitState, UpstreamErrorKind } from "./circuit-breaker";

/** Timeout of one attempt, from sending the request until the body has been read (ms); the request's deadline may leave it less. */
export const UPSTREAM_TIMEOUT_MS = 5_000;
/** Extra attempts of an idempotent request after the first one fails (so 3 tries in all). */
export const UPSTREAM_READ_RETRIES = 2;
/** The longest `Retry-After` we wait for within one call; a longer one fails now (its wait is on the error). */
export const RETRY_AFTER_MAX_MS = 10_000;
/** Statuses worth another try of an idempotent request: the upstream is busy or briefly broken. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses whose `Retry-After` says when to come back. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

export type UpstreamInit = RequestInit & {
  /** Safe to send twice. Defaults to true for GET and HEAD; set it for reads sent by POST (GraphQL, search). */
  idempotent?: boolean;
  /** Deadline of each attempt (ms); UPSTREAM_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Extra attempts for an idempotent request; UPSTREAM_READ_RETRIES by default, always 0 otherwise. */
  retries?: number;
};

const { lastGood, deadlines } = upstreamState;

/**
 * Runs `fn` with every upstream call inside it (retries and their waits included) bounded by one
 * deadline `ms` from now; a scope inside another keeps the sooner deadline. Route handlers open
 * one per request (UPSTREAM_API_DEADLINE_MS), so the browser gets an answer before it gives up.
 */
export function withUpstreamDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const outer = deadlines.getStore();
  const at = Date.now() + ms;
  return deadlines.run(outer === undefined ? at : Math.min(outer, at), fn);
}

/**
 * A page render's deadline: React's `cache` is scoped to one server render, so every upstream call
 * of the page (layout, metadata and page alike) shares the deadline set by the first of them.
 * Outside a render (route handlers, the proxy, tests) it memoizes nothing: each call gets its own.
 */
const renderDeadline = cache((): number => Date.now() + UPSTREAM_PAGE_DEADLINE_MS);

function deadlineNow(): number {
  return deadlines.getStore() ?? renderDeadline();
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The address without its query, which may carry keys. */
function describe(method: string, url: string | URL): string {
  const u = new URL(url);
  return `${method} ${u.origin}${u.pathname}`;
}

/** What the upstream did with one request, within its own timeout. */
type Exchange = { response: Response } | { error: UpstreamError; retryAfterMs: number | null };
/** `gaveUp`: the caller stopped waiting (its deadline came, or the circuit opened) before the upstream settled. */
type Attempt = Exchange | { error: UpstreamError; retryAfterMs: null; gaveUp: true };

const unref = (timer: ReturnType<typeof setTimeout>) => (timer as { unref?: () => void }).unref?.();

/** One request, bounded by the upstream's own timeout and the caller's signal only. */
async function exchange(
  upstream: string,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
  where: string,
  late: AbortSignal,
): Promise<Exchange> {
  const own = new AbortController();
  const timeout = new UpstreamError(upstream, "timeout", `no answer within ${timeoutMs} ms from ${where}`);
  // The timer is left armed after the headers arrive so that a stalled body times out too; unref'd
  // so it never holds the process open.
  const timer = setTimeout(() => own.abort(timeout), timeoutMs);
  unref(timer);
  const signal = AbortSignal.any(init.signal ? [init.signal, own.signal, late] : [own.signal, late]);
  try {
    const response = await fetch(url, { ...init, signal });
    if (!RETRYABLE_STATUSES.has(response.status)) return { response };
    await response.body?.cancel().catch(() => undefined);
    clearTimeout(timer);
    const retryAfterMs = RETRY_AFTER_STATUSES.has(response.status)
      ? (parseRetryAfter(response.headers.get("retry-after")) ?? rateLimitResetMs(response.headers))
      : null;
    const error = new UpstreamError(upstream, "status", `${where} answered ${response.status}`, {
      status: response.status,
      retryAfterMs: retryAfterMs ?? undefined,
    });
    return { error, retryAfterMs };
  } catch (cause) {
    clearTimeout(timer);
    if (init.signal?.aborted) throw cause;
    if (own.signal.aborted) return { error: timeout, retryAfterMs: null };
    return { error: new UpstreamError(upstream, "network", `${where} unreachable`, { cause }), retryAfterMs: null };
  }
}

/**
 * One attempt: the exchange is judged by the breaker when it settles, whether or not anybody still
 * waits for it; the caller waits at most `left` (its deadline) and no longer than the circuit stays
 * closed. An answer that comes after the caller left is thrown away (its body cancelled), but still
 * counts as the upstream answering. A write (`safe` false) is the exception: it is aborted when its
 * caller leaves, since the shopper is told "try again" and a write left running could land and
 * then be made twice; its outcome is unknown, so it is not judged.
 */
function attempt(
  upstream: string,
  url: string | URL,
  init: RequestInit,
  timeoutMs: number,
  left: number,
  where: string,
  probe: boolean,
  safe: boolean,
): Promise<Attempt> {
  const breaker = breakerOf(upstream);
  // The caller's deadline, when sooner than the timeout, also bounds the reading of the body.
  const late = new AbortController();
  const cut = new UpstreamError(
    upstream,
    "timeout",
    `no answer from ${where} before the request's deadline (${left} ms left)`,
  );
  return new Promise<Attempt>((resolve, reject) => {
    let waiting = true;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const leave = (outcome: Attempt) => {
      waiting = false;
      clearTimeout(stop);
      breaker.waiting.delete(opened);
      if (!safe && "gaveUp" in outcome) late.abort(outcome.error);
      resolve(outcome);
    };
    const opened = () =>
      leave({
        error: new UpstreamError(upstream, "circuitOpen", `circuit opened while waiting for ${where}`),
        retryAfterMs: null,
        gaveUp: true,
      });
    breaker.waiting.add(opened);
    if (left < timeoutMs) stop = setTimeout(() => leave({ error: cut, retryAfterMs: null, gaveUp: true }), left);
    const started = Date.now();
    exchange(upstream, url, init, timeoutMs, where, late.signal).then(
      (outcome) => {
        // Out of the waiting list first: the failure about to be judged may open the circuit, and
        // its own caller should hear what happened (a timeout), not that the circuit opened.
        breaker.waiting.delete(opened);
        if (!("response" in outcome) && late.signal.aborted) return released(breaker, probe);
        if ("response" in outcome) succeeded(breaker);
        else failed(upstream, breaker, outcome.error, probe);
        if (!waiting) {
          if ("response" in outcome) void outcome.response.body?.cancel().catch(() => undefined);
          return;
        }
        if ("response" in outcome && left < timeoutMs)
          unref(setTimeout(() => late.abort(cut), Math.max(0, left - (Date.now() - started))));
        leave(outcome);
      },
      (abort: unknown) => {
        released(breaker, probe);
        if (!waiting) return;
        waiting = false;
        clearTimeout(stop);
        breaker.waiting.delete(opened);
        reject(abort);
      },
    );
  });
}

/**
 * `fetch` with the discipline above, measured: each call (its retries included) is counted by
 * circuit and outcome ("ok" for any response handed back, the error's kind, or "aborted" for the
 * caller's own abort) and listed in the current request's context for its log line.
 */
export async function upstreamFetch(upstream: string, url: string | URL, init: UpstreamInit = {}): Promise<Response> {
  const started = performance.now();
  let outcome = "ok";
  try {
    return await disciplinedFetch(upstream, url, init);
  } catch (error) {
    outcome = error instanceof UpstreamError ? error.kind : "aborted";
    throw error;
  } finally {
    recordUpstreamCall(upstream, performance.now() - started, outcome);
  }
}

/**
 * `fetch` with the discipline above. Resolves with the response for 2xx, 3xx and 4xx other than
 * 408 and 429 (the adapter decides what a 404 or 409 means: `statusError` turns one into a
 * failure); throws `UpstreamError` for a timeout, a network failure, a 5xx/408/429 left after
 * the retries, an open circuit, or the request's deadline (no retry and no wait runs past it).
 * A caller's own `signal` abort rethrows its reason unchanged.
 */
async function disciplinedFetch(upstream: string, url: string | URL, init: UpstreamInit): Promise<Response> {
  const { idempotent, timeoutMs = UPSTREAM_TIMEOUT_MS, retries, ...request } = init;
  const method = (request.method ?? "GET").toUpperCase();
  const safe = idempotent ?? (method === "GET" || method === "HEAD");
  const maxRetries = safe ? (retries ?? UPSTREAM_READ_RETRIES) : 0;
  const where = describe(method, url);
  const deadline = deadlineNow();
  for (let retry = 0; ; retry++) {
    const left = deadline - Date.now();
    // Spent by earlier calls (another upstream hung): the upstream was not asked, so not blamed.
    if (left <= 0)
      throw new UpstreamError(upstream, "timeout", `the request's deadline passed before calling ${where}`);
    const probe = admit(upstream, where);
    const outcome = await attempt(upstream, url, request, timeoutMs, left, where, probe, safe);
    if ("response" in outcome) return outcome.response;
    const { error, retryAfterMs } = outcome;
    // When this failure opened the circuit, a retry would be refused: the caller hears what happened.
    if (
      "gaveUp" in outcome ||
      retry >= maxRetries ||
      circuitState(upstream) === "open" ||
      (retryAfterMs !== null && retryAfterMs > RETRY_AFTER_MAX_MS)
    )
      throw error;
    const wait = retryAfterMs ?? backoffDelay(retry);
    // A try that could only start at or after the deadline is not worth waiting for, nor is another
    // try of a request that just went a whole timeout unanswered when the next could have less: it
    // would hold the shopper to the deadline on the hope that a hanging upstream answers sooner.
    if (Date.now() + wait + (error.kind === "timeout" ? timeoutMs : 0) >= deadline) throw error;
    await sleep(wait);
  }
}

/** A response the adapter cannot use (say a 401 from a wrong token) as an upstream failure. */
export function statusError(upstream: string, response: Response, what = "the request"): UpstreamError {
  return new UpstreamError(upstream, "status", `${what} answered ${response.status}`, { status: response.status });
}

/** Forgets every circuit and last good value, in every copy of this module (tests). */
export function resetUpstreams(): void {
  resetBreakers();
  lastGood.clear();
}
