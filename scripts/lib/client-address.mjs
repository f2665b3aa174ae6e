// Preloaded into `next start` (serveForever, `npm run serve`: NODE_OPTIONS=--import=...), this
// makes our own server the last hop of X-Forwarded-For, as a proxy would: the TCP peer's address
// is appended to whatever the request carried. Next sets the header only when it is absent
// (`??=` in its base server), so without this a client could send any X-Forwarded-For and pick
// the address the sign-in limit counts under. lib/auth/rate-limit.ts `clientIp` then reads the
// entry TRUSTED_PROXY_HOPS places from the right: 0 = this peer (no proxy in front).
import http from "node:http";

// The mark lib/auth/rate-limit.ts looks for: without it a production server warns once.
globalThis.__luminaPeerInForwardedFor = true;
const createServer = http.createServer;
http.createServer = function patchedCreateServer(...args) {
  const server = createServer.apply(this, args);
  server.prependListener("request", (req) => {
    const peer = req.socket?.remoteAddress?.replace(/^::ffff:/, "");
    if (!peer) return;
    const sent = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = sent ? `${Array.isArray(sent) ? sent.join(", ") : sent}, ${peer}` : peer;
  });
  return server;
};
