/**
 * Runs once when the server starts. The literal `process.env.NEXT_RUNTIME` check (the one
 * exception to "only lib/env.ts reads process.env") lets the bundler leave the Node-only
 * start-up out of the edge bundle.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}

export { captureRequestError as onRequestError } from "@sentry/nextjs";
