import { publicEnv } from "@/lib/env";
import { SENTRY_RATES } from "@/lib/constants";

// Error reporting in the browser, only when a DSN is configured; the SDK loads lazily then.
if (publicEnv.sentryDsn) {
  void import("@sentry/nextjs").then((Sentry) =>
    Sentry.init({
      dsn: publicEnv.sentryDsn,
      tracesSampleRate: SENTRY_RATES.tracesSampleRate,
      profilesSampleRate: SENTRY_RATES.profilesSampleRate,
      replaysOnErrorSampleRate: SENTRY_RATES.replaysOnErrorSampleRate,
      replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
      integrations: [Sentry.replayIntegration(), Sentry.browserProfilingIntegration()],
    }),
  );
}
