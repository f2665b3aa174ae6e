import { beforeEach, describe, expect, it, vi } from "vitest";
import { SENTRY_TUNNEL_ROUTE } from "./lib/constants";

/** The browser's Sentry: started only with a DSN, and sending through our own /monitoring tunnel. */
const dsn = vi.hoisted(() => ({ value: undefined as string | undefined }));
const init = vi.hoisted(() => vi.fn());
const captureRouterTransitionStart = vi.hoisted(() => vi.fn());
vi.mock("@/lib/env", () => ({
  get publicEnv() {
    return { sentryDsn: dsn.value, siteUrl: "http://localhost:3000" };
  },
}));
vi.mock("@sentry/nextjs", () => ({
  init,
  captureRouterTransitionStart,
  replayIntegration: () => ({}),
  browserProfilingIntegration: () => ({}),
}));

beforeEach(() => {
  vi.resetModules();
  init.mockClear();
  captureRouterTransitionStart.mockClear();
});

describe("instrumentation-client", () => {
  it("sends the browser's envelopes to the same-origin tunnel", async () => {
    dsn.value = "https://public-key@o17.ingest.sentry.io/4242";
    await import("./instrumentation-client");
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    expect(init.mock.calls[0]![0]).toMatchObject({ dsn: dsn.value, tunnel: SENTRY_TUNNEL_ROUTE });
    expect(SENTRY_TUNNEL_ROUTE).toBe("/monitoring");
  });

  it("starts no SDK without a DSN", async () => {
    dsn.value = undefined;
    await import("./instrumentation-client");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(init).not.toHaveBeenCalled();
  });

  it("traces client navigations once the SDK has loaded", async () => {
    dsn.value = "https://public-key@o17.ingest.sentry.io/4242";
    const { onRouterTransitionStart } = await import("./instrumentation-client");
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    onRouterTransitionStart("/ar-sa/miss-l", "push");
    expect(captureRouterTransitionStart).toHaveBeenCalledWith("/ar-sa/miss-l", "push");
  });

  it("exports the navigation hook without a DSN too, doing nothing", async () => {
    dsn.value = undefined;
    const { onRouterTransitionStart } = await import("./instrumentation-client");
    expect(() => onRouterTransitionStart("/en-sa", "push")).not.toThrow();
    expect(captureRouterTransitionStart).not.toHaveBeenCalled();
  });
});
