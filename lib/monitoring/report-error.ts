import { publicEnv } from "@/lib/env";

/**
 * Sends an error to Sentry when a DSN is configured; the SDK is loaded only then. Without one the
 * error goes to the log: on the server the JSON log (with the request's id), in the browser the
 * console. The server logger is imported only on the server side of the `typeof window` test,
 * which the bundler resolves at build time, so client bundles (error.tsx) never carry pino.
 */
export function reportError(error: unknown): void {
  if (publicEnv.sentryDsn) {
    void import("@sentry/nextjs").then((Sentry) => Sentry.captureException(error));
    return;
  }
  if (typeof window === "undefined") {
    void import("@/lib/log/logger").then(({ logger }) => logger.error({ err: error }, errorMessage(error)));
    return;
  }
  console.error(error);
}

/** The line's message: the error's own, so the log reads without opening the fields. */
function errorMessage(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : "non-Error thrown";
}
