// The HTTP server around the app's request handler (Next's, or a stand-in in tests): the client's
// address rule, a request id and its context, one log line and the metrics per request, and the
// shutdown that lets requests in flight finish. A filtered listing's page load is handed to Next
// under its cached page's address (listing-documents.mjs), and a product page's load at its
// canonical address goes past the proxy (product-documents.mjs). Large texts (cached pages) go out as bytes encoded
// once per page (page-bytes.mjs), a page's scripts are asked for after its first paint
// (scripts-after-paint.mjs), and the answers are compressed here rather than by Next (next.config.ts
// `compress: false`), with the `compression` package Next itself compiles in. Each of these wraps
// only the response it serves: nothing of the process is patched.
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import { scrubUrl } from "../lib/log/redact.mjs";
import { appendPeer } from "./forwarded-for.mjs";
import { sendWholeAnswers } from "./whole-answers.mjs";
import { httpMetrics } from "./http-metrics.mjs";
import { pageBytes, sendPageBytes } from "./page-bytes.mjs";
import { requestId, requestStorage } from "./request-context.mjs";
import { isDraining } from "./shared-with-app.mjs";
import { routeListingDocument } from "./listing-documents.mjs";
import { markProductPage } from "./product-documents.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/** The smallest answer the server compresses (bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 2048;
/**
 * Build files (`/_next/static/`) are immutable and fetched once per visit, on a phone's first load,
 * so every byte saved counts: they are compressed from the middleware's own default size (a 1.4 KB
 * script sent as it was cost ~0.9 KB more than compressed), and with brotli at quality 5 rather than
 * the middleware's 4: a product page's twelve scripts (541 KB) came to 152.8 KB instead of 161.8 KB,
 * for 18.5 ms of compression instead of 14.1 ms (quality 7: 151.0 KB, 27.9 ms).
 */
export const STATIC_COMPRESSION_THRESHOLD_BYTES = 1024;
export const STATIC_BROTLI_QUALITY = 5;
const STATIC_PREFIX = "/_next/static/";

/** Upstream calls listed in one log line; the count is always complete. */
const MAX_LOGGED_CALLS = 20;

/**
 * `handle(req, res)` answers a request; `labelRoute(url)` names its route (route-label.mjs).
 * `bytes` keeps the encoded pages (page-bytes.mjs; one per server by default), or null to send
 * pages as Next gives them; `rewriteHtml` is the rewrite of a page kept (scripts after the first
 * paint), or null. main.mjs turns either off when its check of Next's private side fails
 * (next-private.mjs). Returns the server (not yet listening), `stopAccepting()` (see below) and
 * `pageBytes()`, what `bytes` keeps.
 */
export function createAppServer({ handle, labelRoute, logger, bytes = pageBytes(), rewriteHtml = scriptsAfterPaint }) {
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
  // the middleware's default threshold is 1 KB, under a one-line cart's 1.1 KB). Build files keep
  // the default (STATIC_COMPRESSION_THRESHOLD_BYTES).
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  const compressStatic = compression({
    threshold: STATIC_COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STATIC_BROTLI_QUALITY } },
  });
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    // The address as asked, for the log line (the listing rule below and Next change req.url).
    const asked = req.url;
    appendPeer(req);
    const id = requestId(req.headers["x-request-id"]);
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
    // While draining, every answer ends its connection: the client's next request opens a new
    // one, which the balancer (seeing /api/ready 503) sends to another instance.
    if (closing || isDraining()) res.setHeader("Connection", "close");
    (req.url?.startsWith(STATIC_PREFIX) ? compressStatic : compress)(req, res, () => {});
    if (bytes) sendPageBytes(res, bytes, { rewriteHtml });
    sendWholeAnswers(res);
    // A filtered listing's page load goes to its cached page's address (listing-documents.mjs).
    routeListingDocument(req);
    const context = { id, upstream: [] };
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // An abandoned answer: the middleware's end() ends its zlib stream, which would otherwise
      // stay open until collected (the socket is gone, so nothing more is written).
      if (!res.writableFinished && !res.writableEnded) res.end();
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
      // A product page's load at its canonical address skips the proxy (product-documents.mjs).
      Promise.resolve(markProductPage(req))
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

  return {
    server,
    stopAccepting,
    inFlight: () => inFlight.size,
    pageBytes: bytes?.stats ?? (() => ({ pages: 0, held: 0, encoded: 0, reused: 0 })),
  };
}
