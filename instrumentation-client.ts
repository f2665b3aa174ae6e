import { publicEnv } from "@/lib/env";
import { SENTRY_RATES, SENTRY_TUNNEL_ROUTE } from "@/lib/constants";

// Error reporting in the browser, only when a DSN is configured; the SDK loads lazily then. Its
// envelopes go to our own origin (`tunnel`: app/monitoring/route.ts relays them to the DSN's
// project only), so the CSP keeps `connect-src 'self'`.
if (publicEnv.sentryDsn) {
  void import("@sentry/nextjs").then((Sentry) =>
    Sentry.init({
      dsn: publicEnv.sentryDsn,
      tunnel: SENTRY_TUNNEL_ROUTE,
      tracesSampleRate: SENTRY_RATES.tracesSampleRate,
      profilesSampleRate: SENTRY_RATES.profilesSampleRate,
      replaysOnErrorSampleRate: SENTRY_RATES.replaysOnErrorSampleRate,
      replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
      integrations: [Sentry.replayIntegration(), Sentry.browserProfilingIntegration()],
    }),
  );
}
