// The HTTP server around the app's request handler (Next's, or a stand-in in tests): the client's
// address rule, a request id and its context, one log line and the metrics per request, and the
// shutdown that lets requests in flight finish. Large texts (cached pages) go out as bytes encoded
// once per page (page-bytes.mjs), a page's scripts are asked for after its first paint
// (scripts-after-paint.mjs), the answers are compressed here rather than by Next (next.config.ts
// `compress: false`), and a listing's query state is rewritten to its cached page's path before Next
// sees the request (the app's rewrite, registered under LISTING_REWRITE).
import http from "node:http";
import { createRequire } from "node:module";
import { scrubUrl } from "../lib/log/redact.mjs";
import { appendPeer } from "./forwarded-for.mjs";
import { sendWholeAnswers } from "./whole-answers.mjs";
import { httpMetrics } from "./http-metrics.mjs";
import { measureFromPageBytes, pageBytes, sendPageBytes } from "./page-bytes.mjs";
import { requestId, requestStorage } from "./request-context.mjs";

/** Shared with the app's /api/ready, which answers 503 while it is set. */
export const DRAINING = Symbol.for("lumina.draining");
/** Async functions the app pushes (the job worker's stop), run once requests are done. */
export const SHUTDOWN_HOOKS = Symbol.for("lumina.shutdown");
/**
 * The app's listing rewrite (lib/catalogue/listing-rewrite.ts, registered by instrumentation-node.ts):
 * `(url) => internal url | null`. Next's proxy does the same rewrite, but for these requests Next's
 * proxy adapter and its second routing pass were ~25% of the server's busy time (CPU profile of the
 * filtered listing); done here, Next routes the cached page's own path once.
 */
export const LISTING_REWRITE = Symbol.for("lumina.listingRewrite");
// Next's own compression middleware (the `compression` package as Next compiles it: gzip or deflate,
// as Next's server applies it when `compress` is on) and its clean-up for an abandoned answer. It
// runs here so that the page rewrite above it (sendPageBytes) sees the page's text, not its gzip.
const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression");
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream");

/** The smallest answer the server compresses (bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 2048;

/** Upstream calls listed in one log line; the count is always complete. */
const MAX_LOGGED_CALLS = 20;

/**
 * `handle(req, res)` answers a request; `labelRoute(url)` names its route (route-label.mjs).
 * `bytes` keeps the encoded pages (page-bytes.mjs; one per server by default).
 * Returns the server (not yet listening), `stopAccepting()` (see below) and `pageBytes()`, what
 * `bytes` keeps.
 */
export function createAppServer({ handle, labelRoute, logger, bytes = pageBytes() }) {
  const storage = requestStorage();
  const metrics = httpMetrics();
  const inFlight = new Set();
  let closing = false;
  // The request line is built below from our own safe values only (no header, no body, the query
  // scrubbed, upstream calls as circuit/ms/outcome), so it skips the logger's redaction: matching
  // its ~150 wildcard paths took ~115 µs a line, ~17% of the server's busy CPU at 50 connections
  // (npm run bench); the plain line takes ~2 µs. Every other line (errors above all) keeps it.
  const requestLine = logger.child({}, { redact: [] });

  // Answers under 2 KB go uncompressed: with ~1 KB of headers they take two TCP segments either
  // way, and gzip cost more than it saved (a zlib stream, a thread-pool pass, one more socket write;
  // the middleware's default threshold is 1 KB, under a one-line cart's 1.1 KB).
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    // The address as asked, for the log line (Next and the rewrite below change req.url).
    const asked = req.url;
    appendPeer(req);
    const id = requestId(req.headers["x-request-id"]);
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
    // While draining, every answer ends its connection: the client's next request opens a new
    // one, which the balancer (seeing /api/ready 503) sends to another instance.
    if (closing || globalThis[DRAINING]) res.setHeader("Connection", "close");
    rewriteListing(req, res);
    compress(req, res, () => {});
    sendPageBytes(res, bytes);
    sendWholeAnswers(res);
    const context = { id, upstream: [] };
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // An abandoned answer's zlib stream would otherwise never end (Next does the same).
      if (!res.writableFinished) releaseCompressionStream(res);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // A response the client abandoned is counted as nginx does, 499.
      const status = res.writableFinished ? res.statusCode : 499;
      const { route, path } = labelRoute(asked);
      metrics.observe({ method: req.method, route, status, seconds: ms / 1000 });
      // Only these fields: never headers (cookies, authorization), never a body, the query scrubbed.
      requestLine.info(
        {
          reqId: id,
          method: req.method,
          route,
          url: scrubUrl(path + (asked?.includes("?") ? asked.slice(asked.indexOf("?")) : "")),
          status,
          ms: Math.round(ms * 10) / 10,
          upstream: { count: context.upstream.length, calls: context.upstream.slice(0, MAX_LOGGED_CALLS) },
        },
        "request",
      );
    });
    storage.run(context, () => {
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error) => {
          logger.error({ reqId: id, err: error }, "request handler failed");
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader("Connection", "close");
          }
          res.end();
        });
    });
  });
  // Longer than a balancer's idle timeout (nginx 60 s, cloud balancers 60 s), so it is the balancer
  // that closes an idle connection, never this server under a request it is sending.
  // Next's Content-Length of a kept page comes from its kept bytes (page-bytes.mjs).
  const stopMeasuring = measureFromPageBytes(bytes);
  server.once("close", stopMeasuring);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  /**
   * Stops taking connections and waits for the requests in flight (at most `timeoutMs`): responses
   * not yet started get `Connection: close`, idle keep-alive connections are closed as they appear.
   * Resolves true when every request finished, false when the wait was cut short.
   */
  async function stopAccepting(timeoutMs) {
    closing = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    // A keep-alive connection goes idle when its last response ends: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const finished = await Promise.race([closed, late]);
    clearInterval(sweep);
    clearTimeout(timer);
    if (!finished) server.closeAllConnections();
    return finished;
  }

  return { server, stopAccepting, inFlight: () => inFlight.size, pageBytes: bytes.stats };
}

/**
 * Rewrites a listing's query state to its cached page's path, as Next's proxy rewrite would (the
 * state parameters leave the query: see rewriteListingUrl). An RSC request (a client navigation) is
 * told the path its payload was rendered for, in the header Next's own rewrites set for it (the
 * router reads its route params from it); like Next's, it does not name a search of its own, so the
 * router keeps the address's.
 */
function rewriteListing(req, res) {
  const rewrite = globalThis[LISTING_REWRITE];
  if (typeof rewrite !== "function" || !req.url?.includes("?")) return;
  let internal;
  try {
    internal = rewrite(req.url);
  } catch {
    return; // an address it cannot read goes to Next as it came (its proxy answers it, or a 404)
  }
  if (!internal) return;
  req.url = internal;
  if (req.headers.rsc === "1") res.setHeader("x-nextjs-rewritten-path", internal.slice(0, internal.indexOf("?")));
}
