import { SENTRY_RATES } from "@/lib/constants";
import { serverEnv } from "@/lib/env";
import { REGION_CODES } from "@/lib/i18n/regions";
import { countryVariable } from "@/lib/region-env";
import { getDb } from "@/lib/db/client";
import { mailWarning } from "@/features/mailbox/server";
import { refuseUnsafeProductionStart } from "@/lib/startup/production-checks";
import { offerListingDocumentUrl } from "@/lib/catalogue/listing-documents";
import { offerProductPageCheck } from "@/features/catalogue/product-address";

// Server start-up: Sentry when a DSN is configured, and the embedded database opened (and
// migrated) now so the first shopper does not wait for it.
const env = serverEnv();
// In production: Node 24 and the client-address rule, or no start at all (exit 1).
// Not while `next build` prerenders (NEXT_PHASE), which serves nothing.
// eslint-disable-next-line no-restricted-properties
if (process.env.NEXT_PHASE !== "phase-production-build") refuseUnsafeProductionStart(env);
if (env.SENTRY_DSN) {
  const Sentry = await import("@sentry/nextjs");
  Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: SENTRY_RATES.tracesSampleRate });
}
// The listing rule and the product page check, for the production server's page loads
// (server/listing-documents.mjs, server/product-documents.mjs).
offerListingDocumentUrl();
offerProductPageCheck();
const mail = mailWarning(env);
if (mail) console.warn(mail);
if (REGION_CODES.some((region) => env[countryVariable("COMMERCE_PROVIDER_{CC}", region)] === "embedded")) {
  await getDb();
}
// The job queue (mail, marketing forwarding; ADR 0026): this instance's workers, stopped at SIGTERM.
// Not while `next build` prerenders (Next sets NEXT_PHASE then): a worker would keep the build alive.
// eslint-disable-next-line no-restricted-properties
if (process.env.NEXT_PHASE !== "phase-production-build") await (await import("@/lib/jobs/runtime")).startJobs();
// Search indexes are built in the background a few seconds after start, so the first pages
// answer at once; a search before then waits only for what it needs (builds are shared).
setTimeout(() => {
  void import("@/lib/search/provider")
    .then((m) => m.warmSearch())
    .catch((error: unknown) => console.error("[search] warm-up failed", error));
}, 3000).unref();
