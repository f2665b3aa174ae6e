/**
 * Runs once when the server starts. The literal `process.env.NEXT_RUNTIME` check (the one
 * exception to "only lib/env.ts reads process.env") lets the bundler leave the Node-only
 * start-up out of the edge bundle.
 *
 * A start-up that fails ends a production server with exit 1 (lib/startup/failed-start.ts says
 * why); `next build` and development keep Next's own handling (the error is shown, nothing serves).
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    await import("./instrumentation-node");
  } catch (error) {
    // eslint-disable-next-line no-restricted-properties
    const serving = process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build";
    if (!serving) throw error;
    (await import("./lib/startup/failed-start")).stopAfterFailedStart(error);
  }
}

export { captureRequestError as onRequestError } from "@sentry/nextjs";
