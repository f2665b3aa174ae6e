import { SENTRY_RATES } from "@/lib/constants";
import { nextRuntime } from "@/lib/env";

/**
 * Runs once when the server starts: opens (and migrates) the embedded database so the first
 * shopper does not wait for it, and starts Sentry when a DSN is configured.
 */
export async function register() {
  if (nextRuntime() !== "nodejs") return;
  const { serverEnv } = await import("@/lib/env");
  const env = serverEnv();
  if (env.SENTRY_DSN) {
    const Sentry = await import("@sentry/nextjs");
    Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: SENTRY_RATES.tracesSampleRate });
  }
  const usesEmbeddedStore = [env.COMMERCE_PROVIDER_SA, env.COMMERCE_PROVIDER_AE, env.COMMERCE_PROVIDER_EG].includes("embedded");
  if (usesEmbeddedStore) {
    const { getDb } = await import("@/lib/db/client");
    await getDb();
  }
}

export { captureRequestError as onRequestError } from "@sentry/nextjs";
