import { publicEnv } from "@/lib/env";
import { SENTRY_RATES, SENTRY_TUNNEL_ROUTE } from "@/lib/constants";

type Sentry = typeof import("@sentry/nextjs");

// Error reporting in the browser, only when a DSN is configured; the SDK loads lazily then. Its
// envelopes go to our own origin (`tunnel`: app/monitoring/route.ts relays them to the DSN's
// project only), so the CSP keeps `connect-src 'self'`.
let sentry: Sentry | undefined;
if (publicEnv.sentryDsn) {
  void import("@sentry/nextjs").then((Sentry) => {
    Sentry.init({
      dsn: publicEnv.sentryDsn,
      tunnel: SENTRY_TUNNEL_ROUTE,
      tracesSampleRate: SENTRY_RATES.tracesSampleRate,
      profilesSampleRate: SENTRY_RATES.profilesSampleRate,
      replaysOnErrorSampleRate: SENTRY_RATES.replaysOnErrorSampleRate,
      replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
      integrations: [Sentry.replayIntegration(), Sentry.browserProfilingIntegration()],
    });
    sentry = Sentry;
  });
}

/**
 * Next calls this at the start of every client navigation; Sentry turns it into a navigation
 * span. The SDK is loaded lazily (above), so navigations before it has loaded are not traced,
 * and without a DSN this does nothing. Exporting the hook is also what keeps the SDK's build
 * step from asking for it ("ACTION REQUIRED") on every build and start.
 */
export function onRouterTransitionStart(href: string, navigationType: string): void {
  sentry?.captureRouterTransitionStart(href, navigationType);
}
