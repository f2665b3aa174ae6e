import { describe, expect, it } from "vitest";
import { SENTRY_RATES, SENTRY_TUNNEL_ROUTE } from "./lib/constants";

describe("Sentry in the build", () => {
  it("uploads no source maps without a token, and leaves /monitoring to our own route: no rewrite relays envelopes anywhere", async () => {
    const { default: config, sentryBuildOptions } = await import("./next.config");
    expect(sentryBuildOptions).toMatchObject({ sourcemaps: { disable: true }, telemetry: false });
    expect(sentryBuildOptions).not.toHaveProperty("tunnelRoute");
    const built = config("phase-production-build");
    const rewrites = built.rewrites ? await (built.rewrites as () => Promise<unknown>)() : [];
    const all = (Array.isArray(rewrites) ? rewrites : Object.values(rewrites as Record<string, unknown[]>).flat()) as {
      source: string;
    }[];
    expect(all.filter((r) => r.source.startsWith(SENTRY_TUNNEL_ROUTE))).toEqual([]);
  });

  it("keeps the agreed sample rates: traces and profiles 5%, replays 1% on error and 0.1% of sessions", () => {
    expect(SENTRY_RATES).toEqual({
      tracesSampleRate: 0.05,
      profilesSampleRate: 0.05,
      replaysOnErrorSampleRate: 0.01,
      replaysSessionSampleRate: 0.001,
    });
  });
});
