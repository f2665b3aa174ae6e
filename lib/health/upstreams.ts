import "server-only";
import { breakerStates } from "@/lib/http/upstream";
import type { PartHealth } from "./types";

/**
 * The hosted upstreams' circuit breakers (BigCommerce, Klevu, Strapi per country): not ok while
 * one is open, naming it. Only circuits this process has called are known; with none (the
 * embedded default) the part is not configured.
 */
export function upstreamsHealth(now = Date.now()): PartHealth {
  const states = breakerStates();
  const open = states.filter((state) => state.open);
  if (states.length === 0) return { name: "upstreams", ok: true, configured: false };
  if (open.length === 0) return { name: "upstreams", ok: true, configured: true };
  const described = open.map(
    (state) => `${state.circuit} (${Math.max(0, Math.ceil(((state.openUntil ?? now) - now) / 1000))} s)`,
  );
  return { name: "upstreams", ok: false, configured: true, detail: `circuit open: ${described.join(", ")}` };
}
