// The slots this server shares with the app's bundles, which are module graphs of their own: the
// only place the server sets anything on globalThis (ESLint allows it here alone). Each is the
// app's and the server's own name (a registered symbol or a `__lumina` property); none replaces
// anything of Node's or Next's.
import { AsyncLocalStorage } from "node:async_hooks";

/** Shared with the app's /api/ready (lib/health/readiness.ts), which answers 503 while it is set. */
export const DRAINING = Symbol.for("lumina.draining");
/** Async functions the app pushes (the job worker's stop, lib/jobs/runtime.ts), run once requests are done. */
export const SHUTDOWN_HOOKS = Symbol.for("lumina.shutdown");
/** Each request's context, read by the app's logger and upstream calls (lib/log/request-context.ts). */
const REQUEST = Symbol.for("lumina.request");

/**
 * The slot for the app's listing rule for page loads (listing-documents.mjs): `{ rule }`, a function
 * from a request's URL to the URL its cached page is served from, or null. This server opens it
 * before Next prepares the app; the app fills it at start (lib/catalogue/listing-documents.ts), and
 * leaves it alone where no server opened one (`next dev`).
 */
const LISTING_DOCUMENT_URL = Symbol.for("lumina.listingDocumentUrl");

export function openListingDocumentSlot() {
  globalThis[LISTING_DOCUMENT_URL] ??= { rule: undefined };
}

/** The app's listing rule, once the app has started; undefined before (and under a stand-in app). */
export const listingDocumentUrl = () => globalThis[LISTING_DOCUMENT_URL]?.rule;

/**
 * The slot for the app's product page check (product-documents.mjs): `{ rule }`, an async function
 * from a request's URL to whether the request may go straight to its product page, or undefined.
 * Opened and filled as the listing slot is (features/catalogue/product-address.ts).
 */
const PRODUCT_PAGE_CHECK = Symbol.for("lumina.productPageCheck");

export function openProductPageSlot() {
  globalThis[PRODUCT_PAGE_CHECK] ??= { rule: undefined };
}

/** The app's product page check, once the app has started; undefined before (and under a stand-in app). */
export const productPageCheck = () => globalThis[PRODUCT_PAGE_CHECK]?.rule;

/** The one AsyncLocalStorage of the process, made on first use. */
export function requestStorage() {
  globalThis[REQUEST] ??= new AsyncLocalStorage();
  return globalThis[REQUEST];
}

/** Says the instance is stopping: /api/ready answers 503 from now on. */
export function markDraining() {
  globalThis[DRAINING] = true;
}

export const isDraining = () => globalThis[DRAINING] === true;

/** The app's shutdown hooks, in the order they were added. */
export const shutdownHooks = () => globalThis[SHUTDOWN_HOOKS] ?? [];

/**
 * The mark that this process applies the client-address rule (forwarded-for.mjs):
 * lib/auth/rate-limit.ts and the production start-up check (instrumentation-node.ts) look for it; a
 * production server without it refuses to start.
 */
export function markPeerAppended() {
  globalThis.__luminaPeerInForwardedFor = true;
}
