import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { cache } from "react";
import { UPSTREAM_PAGE_DEADLINE_MS } from "@/lib/constants";
import { logger } from "@/lib/log/logger";
import { recordUpstreamCall, watchBreakers } from "@/lib/monitoring/upstream-metrics";
import { backoffDelay, parseRetryAfter, rateLimitResetMs } from "./retry-timing";

/**
 * Outbound HTTP discipline for every hosted adapter (Strapi, Klevu, BigCommerce; ARCHITECTURE
 * section 3): a timeout on every attempt and one deadline over all the calls of a page render or
 * an API request (retries included), retries with full jitter for idempotent reads only, and a
 * circuit breaker per upstream name ("strapi", "klevu:sa", "bigcommerce:ae") shared by the whole
 * process, so an outage costs one fast typed failure instead of a queue of hung requests. The page
 * turns an `UpstreamError` into error.tsx or a last good copy (`withLastGood`), never into a 404.
 */

/** Timeout of one attempt, from sending the request until the body has been read (ms); the request's deadline may leave it less. */
export { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, backoffDelay, parseRetryAfter, rateLimitResetMs } from "./retry-timing";

export const UPSTREAM_TIMEOUT_MS = 5_000;
/** Extra attempts of an idempotent request after the first one fails (so 3 tries in all). */
export const UPSTREAM_READ_RETRIES = 2;
/** The longest `Retry-After` we wait for within one call; a longer one fails now (its wait is on the error). */
export const RETRY_AFTER_MAX_MS = 10_000;
/** Consecutive failed attempts that open an upstream's circuit. */
export const BREAKER_FAILURE_THRESHOLD = 5;
/** How long an open circuit refuses calls before one probe may try the upstream again (ms). */
export const BREAKER_COOL_DOWN_MS = 30_000;

/** Statuses worth another try of an idempotent request: the upstream is busy or briefly broken. */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses whose `Retry-After` says when to come back. */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

export type UpstreamErrorKind = "timeout" | "network" | "status" | "circuitOpen" | "invalid";

/** An upstream could not answer usefully. `status` is set for kind "status". */
export class UpstreamError extends Error {
  readonly status: number | undefined;
  /** For a 429/503 whose Retry-After was too long to wait within the call. */
  readonly retryAfterMs: number | undefined;
  constructor(
    readonly upstream: string,
    readonly kind: UpstreamErrorKind,
    message: string,
    options: ErrorOptions & { status?: number; retryAfterMs?: number } = {},
  ) {
    super(`${upstream}: ${message}`, { cause: options.cause });
    this.name = "UpstreamError";
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export type UpstreamInit = RequestInit & {
  /** Safe to send twice. Defaults to true for GET and HEAD; set it for reads sent by POST (GraphQL, search). */
  idempotent?: boolean;
  /** Deadline of each attempt (ms); UPSTREAM_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Extra attempts for an idempotent request; UPSTREAM_READ_RETRIES by default, always 0 otherwise. */
  retries?: number;
};

type Breaker = { failures: number; openedAt: number | null; probing: boolean };

/**
 * Next bundles the proxy, the pages and the route handlers separately, each with its own copy of
 * this module, in one server process. Module-level state would give each copy its own breaker (so
 * a page would hang on an upstream the proxy already knows is down) and its own deadline scope, so
 * the state lives on globalThis under a registered symbol that every copy finds.
 */
type UpstreamState = { breakers: Map<string, Breaker>; lastGood: Map<string, unknown>; deadlines: AsyncLocalStorage<number> };
const STATE = Symbol.for("lumina.upstream.state");
const holder = globalThis as typeof globalThis & { [STATE]?: UpstreamState };
const state = (holder[STATE] ??= { breakers: new Map(), lastGood: new Map(), deadlines: new AsyncLocalStorage<number>() });
const { breakers, lastGood, deadlines } = state;

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

function breakerOf(upstream: string): Breaker {
  let breaker = breakers.get(upstream);
  if (!breaker) breakers.set(upstream, (breaker = { failures: 0, openedAt: null, probing: false }));
  return breaker;
}

export type CircuitState = "closed" | "open" | "half-open";

export function circuitState(upstream: string): CircuitState {
  const breaker = breakers.get(upstream);
  if (!breaker || breaker.openedAt === null) return "closed";
  return Date.now() - breaker.openedAt < BREAKER_COOL_DOWN_MS ? "open" : "half-open";
}

export type BreakerState = { circuit: string; open: boolean; openUntil?: number };

/** Every circuit this process has called, and whether it refuses calls now (read-only: metrics, readiness). */
export function breakerStates(): BreakerState[] {
  return [...breakers.entries()].map(([circuit, breaker]) =>
    circuitState(circuit) === "open" && breaker.openedAt !== null ? { circuit, open: true, openUntil: breaker.openedAt + BREAKER_COOL_DOWN_MS } : { circuit, open: false },
  );
}

watchBreakers(breakerStates);

/** Lets an attempt through, or throws circuitOpen. After the cool-down exactly one probe passes at a time. */
function admit(upstream: string, where: string): void {
  const breaker = breakerOf(upstream);
  const state = circuitState(upstream);
  if (state === "closed") return;
  if (state === "half-open" && !breaker.probing) {
    breaker.probing = true;
    return;
  }
  throw new UpstreamError(upstream, "circuitOpen", `circuit open after repeated failures, not calling ${where}`);
}

function succeeded(upstream: string): void {
  const breaker = breakerOf(upstream);
  breaker.failures = 0;
  breaker.openedAt = null;
  breaker.probing = false;
}

function failed(upstream: string): void {
  const breaker = breakerOf(upstream);
  breaker.failures += 1;
  // A failed probe opens the circuit again; in the closed state the threshold opens it. Stragglers
  // failing while it is already open do not extend the cool-down.
  if (breaker.probing || (breaker.openedAt === null && breaker.failures >= BREAKER_FAILURE_THRESHOLD)) {
    logger.warn({ circuit: upstream, coolDownMs: BREAKER_COOL_DOWN_MS }, `[upstream] ${upstream}: circuit opened for ${BREAKER_COOL_DOWN_MS} ms`);
    breaker.openedAt = Date.now();
    breaker.probing = false;
  }
}

/** A caller's own abort, or its deadline cutting an attempt short, is neither a failure nor a success of the upstream. */
function released(upstream: string): void {
  breakerOf(upstream).probing = false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The address without its query, which may carry keys. */
function describe(method: string, url: string | URL): string {
  const u = new URL(url);
  return `${method} ${u.origin}${u.pathname}`;
}

/** `cut`: the attempt timed out at the caller's deadline, before its own timeout. */
type Attempt = { response: Response } | { error: UpstreamError; retryAfterMs: number | null; cut?: boolean };

async function attempt(upstream: string, url: string | URL, init: RequestInit, timeoutMs: number, where: string, cut: boolean): Promise<Attempt> {
  const deadline = new AbortController();
  const timeout = new UpstreamError(upstream, "timeout", cut ? `no answer from ${where} before the request's deadline (${timeoutMs} ms left)` : `no answer within ${timeoutMs} ms from ${where}`);
  // The timer is left armed after the headers arrive so that a stalled body times out too; unref'd
  // so it never holds the process open.
  const timer = setTimeout(() => deadline.abort(timeout), timeoutMs);
  (timer as { unref?: () => void }).unref?.();
  const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  try {
    const response = await fetch(url, { ...init, signal });
    if (!RETRYABLE_STATUSES.has(response.status)) return { response };
    await response.body?.cancel().catch(() => undefined);
    clearTimeout(timer);
    const retryAfterMs = RETRY_AFTER_STATUSES.has(response.status) ? (parseRetryAfter(response.headers.get("retry-after")) ?? rateLimitResetMs(response.headers)) : null;
    const error = new UpstreamError(upstream, "status", `${where} answered ${response.status}`, { status: response.status, retryAfterMs: retryAfterMs ?? undefined });
    return { error, retryAfterMs };
  } catch (cause) {
    clearTimeout(timer);
    if (init.signal?.aborted) throw cause;
    if (deadline.signal.aborted) return { error: timeout, retryAfterMs: null, cut };
    return { error: new UpstreamError(upstream, "network", `${where} unreachable`, { cause }), retryAfterMs: null };
  }
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
    if (left <= 0) throw new UpstreamError(upstream, "timeout", `the request's deadline passed before calling ${where}`);
    admit(upstream, where);
    let outcome: Attempt;
    try {
      outcome = await attempt(upstream, url, request, Math.min(timeoutMs, left), where, left < timeoutMs);
    } catch (abort) {
      released(upstream);
      throw abort;
    }
    if ("response" in outcome) {
      succeeded(upstream);
      return outcome.response;
    }
    // Only an upstream that had its whole timeout is blamed: a short deadline elsewhere (the
    // proxy's) must not open the circuit of a slow but working upstream.
    if (outcome.cut) released(upstream);
    else failed(upstream);
    const { error, retryAfterMs } = outcome;
    if (retry >= maxRetries || (retryAfterMs !== null && retryAfterMs > RETRY_AFTER_MAX_MS)) throw error;
    const wait = retryAfterMs ?? backoffDelay(retry);
    // A try that could only start at or after the deadline is not worth waiting for.
    if (Date.now() + wait >= deadline) throw error;
    await sleep(wait);
  }
}

/** A response the adapter cannot use (say a 401 from a wrong token) as an upstream failure. */
export function statusError(upstream: string, response: Response, what = "the request"): UpstreamError {
  return new UpstreamError(upstream, "status", `${what} answered ${response.status}`, { status: response.status });
}

/** The number of last good values kept; the oldest goes first. */
export const LAST_GOOD_MAX_ENTRIES = 1_000;

/**
 * Runs `fn` and remembers its value under `key`; when `fn` fails with an `UpstreamError`, serves the
 * last value it returned instead (shoppers see yesterday's navigation rather than an error page).
 * Without one, the error is thrown. Other errors (bugs) always throw. Values are handed out as
 * they were stored: callers that let pages edit them must copy them first.
 */
export async function withLastGood<T>(key: string, fn: () => Promise<T>, onStale?: (error: UpstreamError) => void): Promise<T> {
  try {
    const value = await fn();
    lastGood.delete(key);
    lastGood.set(key, value);
    if (lastGood.size > LAST_GOOD_MAX_ENTRIES) lastGood.delete(lastGood.keys().next().value as string);
    return value;
  } catch (error) {
    if (!(error instanceof UpstreamError) || !lastGood.has(key)) throw error;
    onStale?.(error);
    return lastGood.get(key) as T;
  }
}

/** Forgets every circuit and last good value, in every copy of this module (tests). */
export function resetUpstreams(): void {
  breakers.clear();
  lastGood.clear();
}
