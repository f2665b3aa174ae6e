import "server-only";
import { logger } from "@/lib/log/logger";
import { watchBreakers } from "@/lib/monitoring/upstream-metrics";

/**
 * The circuit breaker of each upstream ("strapi", "klevu:sa", "bigcommerce:ae"), shared by the
 * whole process (lib/http/upstream.ts calls it around every attempt): failures in a row open the
 * circuit, an open circuit refuses calls at once for a cool-down, then lets exactly one probe try
 * the upstream; its answer closes the circuit, its failure opens it again.
 */

/** Failed attempts, with no answer between them, that open an upstream's circuit. */
export const BREAKER_FAILURE_THRESHOLD = 5;
/**
 * Timed-out attempts, with no answer between them, that open it sooner: a fast error costs the
 * shopper nothing while the count builds up, but each timeout held a shopper for a whole
 * UPSTREAM_TIMEOUT_MS (lib/http/upstream.ts), and two of them in a row are a hang, not bad luck.
 */
export const BREAKER_TIMEOUT_THRESHOLD = 2;
/** How long an open circuit refuses calls before one probe may try the upstream again (ms). */
export const BREAKER_COOL_DOWN_MS = 30_000;

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

/**
 * `waiting`: a wake-up for each caller still waiting on an attempt, called when the circuit opens
 * so that nobody goes on waiting for an upstream the process has just given up on.
 */
export type Breaker = {
  failures: number;
  timeouts: number;
  openedAt: number | null;
  probing: boolean;
  waiting: Set<() => void>;
};

/**
 * Next bundles the proxy, the pages and the route handlers separately, each with its own copy of
 * this module, in one server process: the breakers live on globalThis under a registered symbol that
 * every copy finds, or a page would hang on an upstream the proxy already knows is down.
 */
const BREAKERS = Symbol.for("lumina.upstream.breakers");
const holder = globalThis as typeof globalThis & { [BREAKERS]?: Map<string, Breaker> };
const breakers = (holder[BREAKERS] ??= new Map());

/** Forgets every circuit (tests). */
export function resetBreakers(): void {
  breakers.clear();
}

export function breakerOf(upstream: string): Breaker {
  let breaker = breakers.get(upstream);
  if (!breaker)
    breakers.set(
      upstream,
      (breaker = { failures: 0, timeouts: 0, openedAt: null, probing: false, waiting: new Set() }),
    );
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
    circuitState(circuit) === "open" && breaker.openedAt !== null
      ? { circuit, open: true, openUntil: breaker.openedAt + BREAKER_COOL_DOWN_MS }
      : { circuit, open: false },
  );
}

watchBreakers(breakerStates);

/**
 * Lets an attempt through (true when it is the half-open probe), or throws circuitOpen. After the
 * cool-down exactly one probe passes, and the probe slot stays taken until the upstream has
 * answered or timed out: a caller that gave up on the probe does not free it for the next shopper
 * to wait on the same hang.
 */
export function admit(upstream: string, where: string): boolean {
  const breaker = breakerOf(upstream);
  const state = circuitState(upstream);
  if (state === "closed") return false;
  if (state === "half-open" && !breaker.probing) {
    breaker.probing = true;
    return true;
  }
  throw new UpstreamError(upstream, "circuitOpen", `circuit open after repeated failures, not calling ${where}`);
}

export function succeeded(breaker: Breaker): void {
  breaker.failures = 0;
  breaker.timeouts = 0;
  breaker.openedAt = null;
  breaker.probing = false;
}

export function failed(upstream: string, breaker: Breaker, error: UpstreamError, probe: boolean): void {
  breaker.failures += 1;
  if (error.kind === "timeout") breaker.timeouts += 1;
  const tripped = breaker.failures >= BREAKER_FAILURE_THRESHOLD || breaker.timeouts >= BREAKER_TIMEOUT_THRESHOLD;
  // A failed probe opens the circuit again; in the closed state a threshold opens it. Stragglers
  // failing while it is already open do not extend the cool-down.
  if (!probe && (breaker.openedAt !== null || !tripped)) return;
  logger.warn(
    { circuit: upstream, coolDownMs: BREAKER_COOL_DOWN_MS, failures: breaker.failures, timeouts: breaker.timeouts },
    `[upstream] ${upstream}: circuit opened for ${BREAKER_COOL_DOWN_MS} ms`,
  );
  breaker.openedAt = Date.now();
  breaker.probing = false;
  const waiting = [...breaker.waiting];
  breaker.waiting.clear();
  for (const wake of waiting) wake();
}

/** A caller's own abort is neither a failure nor a success of the upstream; an aborted probe frees its slot. */
export function released(breaker: Breaker, probe: boolean): void {
  if (probe) breaker.probing = false;
}
