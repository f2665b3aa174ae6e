// The client-address rule of ADR 0016, shared by the production server (server/serve.mjs, which
// applies it to every request itself) and the `next start` preload (client-address.mjs): our server
// is the last hop of X-Forwarded-For, as a proxy would be. Next sets the header only when it is
// absent, so without this a client could send any X-Forwarded-For and pick the address the sign-in
// limit counts under; lib/auth/rate-limit.ts `clientIp` reads the entry TRUSTED_PROXY_HOPS places
// from the right (0 = this peer).

/** Appends the TCP peer's address to the request's X-Forwarded-For (or makes it the only entry). */
export function appendPeer(req) {
  const peer = req.socket?.remoteAddress?.replace(/^::ffff:/, "");
  if (!peer) return;
  const sent = req.headers["x-forwarded-for"];
  req.headers["x-forwarded-for"] = sent ? `${Array.isArray(sent) ? sent.join(", ") : sent}, ${peer}` : peer;
}

/** The mark that this process applies the rule (shared-with-app.mjs). */
export { markPeerAppended } from "./shared-with-app.mjs";
