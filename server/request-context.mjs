// Each request's context: its id and the upstream calls made for it. The AsyncLocalStorage is one
// of the slots shared with the app (shared-with-app.mjs), because the app reads it from bundles
// that are separate module graphs (lib/log/request-context.ts `currentRequest()`).
import { randomUUID } from "node:crypto";

export { requestStorage } from "./shared-with-app.mjs";

// What a balancer or a caller may pass on: a token short enough for a log line, nothing that could
// break a header or a JSON line.
const SANE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token, else a new UUID. */
export function requestId(sent) {
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && SANE_ID.test(value) ? value : randomUUID();
}
