import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";

/**
 * Outages of the hosted fake server's upstreams (scripts/hosted-fake-server.ts), switched by the
 * e2e journeys through `POST /__fake/outage`. One mode per upstream, for every request to it
 * until switched off:
 *   "503"     the vendor's own 503 answer (its JSON error shape), no Retry-After
 *   "hang"    the request is held open unanswered until the client gives up, or the outage is
 *             switched off (then its socket is closed: the client sees a network failure)
 *   "refuse"  the socket is destroyed at once, as a vendor's load balancer dropping connections
 *   "off"     answered normally
 */

export const UPSTREAMS = ["graphql", "rest", "strapi", "klevu"] as const;
export type Upstream = (typeof UPSTREAMS)[number];
export const OUTAGE_MODES = ["503", "hang", "refuse", "off"] as const;
export type OutageMode = (typeof OUTAGE_MODES)[number];

export const outageRequest = z.object({ upstream: z.enum(UPSTREAMS), mode: z.enum(OUTAGE_MODES) });

/** The upstream a loopback path stands for, or null for the control routes and anything else. */
export function upstreamOfPath(pathname: string): Upstream | null {
  if (pathname === "/graphql") return "graphql";
  if (pathname.startsWith("/stores/")) return "rest";
  if (pathname.startsWith("/api/") || pathname.startsWith("/uploads/")) return "strapi";
  if (pathname.startsWith("/cs/")) return "klevu";
  return null;
}

/** Each vendor's 503 as its clients see it: BigCommerce's problem JSON and GraphQL error, Strapi's error, Klevu's meta. */
const UNAVAILABLE: Record<Upstream, unknown> = {
  rest: {
    status: 503,
    title: "Service Unavailable",
    type: "https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes",
  },
  graphql: { errors: [{ message: "Service Unavailable" }] },
  strapi: {
    data: null,
    error: { status: 503, name: "ServiceUnavailableError", message: "Service Unavailable", details: {} },
  },
  klevu: { meta: { qTime: 0, responseCode: 503, error: "Service unavailable" } },
};

export class Outages {
  private readonly modes = new Map<Upstream, Exclude<OutageMode, "off">>();
  private readonly held = new Map<Upstream, Set<ServerResponse>>();
  /** Requests each upstream's outage met since it was switched on: proof the app asked during it. */
  private readonly met = new Map<Upstream, number>();

  set(upstream: Upstream, mode: OutageMode): void {
    // Whatever was held ends with the outage that held it.
    for (const res of this.held.get(upstream) ?? []) res.destroy();
    this.held.delete(upstream);
    this.met.set(upstream, 0);
    if (mode === "off") this.modes.delete(upstream);
    else this.modes.set(upstream, mode);
  }

  state(): Record<Upstream, { mode: OutageMode; met: number }> {
    return Object.fromEntries(
      UPSTREAMS.map((u) => [u, { mode: this.modes.get(u) ?? "off", met: this.met.get(u) ?? 0 }]),
    ) as Record<Upstream, { mode: OutageMode; met: number }>;
  }

  /** Answers the request as its upstream's outage would and returns true; false when that upstream is up. */
  intercept(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    const upstream = upstreamOfPath(pathname);
    const mode = upstream && this.modes.get(upstream);
    if (!upstream || !mode) return false;
    this.met.set(upstream, (this.met.get(upstream) ?? 0) + 1);
    if (mode === "refuse") {
      req.socket.destroy();
    } else if (mode === "503") {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify(UNAVAILABLE[upstream]));
    } else {
      const held = this.held.get(upstream) ?? new Set<ServerResponse>();
      this.held.set(upstream, held);
      held.add(res);
      res.on("close", () => held.delete(res));
    }
    return true;
  }
}
