import { currentRequest } from "@/lib/log/request-context";
import { counter, gauge, histogram } from "./metrics";

/**
 * What lib/http/upstream.ts reports of each hosted call: a count by circuit and outcome, a latency
 * histogram by circuit, the call itself in the current request's context (the server script's
 * request log line lists them), and the breakers' states read when Prometheus scrapes.
 */

const calls = counter({
  name: "lumina_upstream_calls_total",
  help: "Calls to hosted upstreams (retries included in one call), by circuit and outcome (ok, timeout, network, status, circuitOpen, invalid, aborted).",
  labelNames: ["circuit", "outcome"] as const,
});

const duration = histogram({
  name: "lumina_upstream_call_duration_seconds",
  help: "Duration of calls to hosted upstreams, retries and their waits included, by circuit.",
  labelNames: ["circuit"] as const,
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Counts one finished call and adds it to the request being served, when there is one. */
export function recordUpstreamCall(circuit: string, ms: number, outcome: string): void {
  calls.inc({ circuit, outcome });
  duration.observe({ circuit }, ms / 1000);
  currentRequest()?.upstream.push({ circuit, ms: Math.round(ms), outcome });
}

/**
 * Exposes the breakers as `lumina_breaker_open{circuit}` (1 open, 0 closed or half-open), read from
 * `states` at each scrape. The first module copy to call this registers the gauge; its reader sees
 * the same process-wide breakers as every other copy's would.
 */
export function watchBreakers(states: () => readonly { circuit: string; open: boolean }[]): void {
  gauge({
    name: "lumina_breaker_open",
    help: "Whether a hosted upstream's circuit breaker is open (1) or closed / half-open (0).",
    labelNames: ["circuit"] as const,
    collect() {
      this.reset();
      for (const { circuit, open } of states()) this.set({ circuit }, open ? 1 : 0);
    },
  });
}
