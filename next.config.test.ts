import { describe, expect, it } from "vitest";
import { SENTRY_RATES, SENTRY_TUNNEL_ROUTE } from "./lib/constants";

describe("Sentry in the build (issue 21)", () => {
  it("tunnels browser reports through our own origin and uploads no source maps without a token", async () => {
    const { default: config, sentryBuildOptions } = await import("./next.config");
    expect(sentryBuildOptions).toMatchObject({ tunnelRoute: SENTRY_TUNNEL_ROUTE, sourcemaps: { disable: true }, telemetry: false });
    const built = config("phase-production-build");
    const rewrites = await (built.rewrites as () => Promise<{ source: string; destination: string }[]>)();
    const tunnel = (Array.isArray(rewrites) ? rewrites : []).filter((r) => r.source.startsWith(SENTRY_TUNNEL_ROUTE));
    expect(tunnel.length).toBeGreaterThan(0);
    expect(tunnel.every((r) => /^https:\/\/o:orgid\.ingest\./.test(r.destination))).toBe(true);
  });

  it("keeps the spec's sample rates (section 9)", () => {
    expect(SENTRY_RATES).toEqual({ tracesSampleRate: 0.05, profilesSampleRate: 0.05, replaysOnErrorSampleRate: 0.01, replaysSessionSampleRate: 0.001 });
  });
});
