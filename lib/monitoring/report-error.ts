import { publicEnv } from "@/lib/env";

/** Sends an error to Sentry when a DSN is configured; the SDK is loaded only then. */
export function reportError(error: unknown) {
  if (!publicEnv.sentryDsn) {
    console.error(error);
    return;
  }
  void import("@sentry/nextjs").then((Sentry) => Sentry.captureException(error));
}
