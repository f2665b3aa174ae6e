// The bytes of the pages this server sends, encoded once per page rather than once per answer.
//
// Next keeps a cached page (ISR, static) as text and answers every request for it with
// `res.end(text)`: Node then encodes the whole text to UTF-8 again for each answer. For a 200-360 KB
// page that took ~0.3-0.5 ms, more than everything else Next does for a cache hit; under 50
// connections it was about half of the server's busy time on a home (ADR 0033).
// The server's responses here hand Node the bytes of large texts from a bounded LRU keyed by the
// text itself: equal text, equal bytes, so nothing can be stale; a page that changes is a new key,
// and the old bytes age out. Small answers (JSON, redirects) go through as they are.
//
// Next sets Content-Length with `Buffer.byteLength(text)` before it ends the answer, which counts
// the UTF-8 length of a two-byte string (every page here has an Arabic letter or a curly quote) by
// walking it: ~250 µs for the 410 KB filtered Arabic listing. That count stays Next's: a server
// that answered it from the kept bytes would have to replace Node's `Buffer.byteLength` for the
// whole process (ADR 0041).
//
// An HTML page is also rewritten once before it is kept: its scripts are asked for after its first
// paint (scripts-after-paint.mjs, ADR 0034). Content-Length is then set from the bytes sent.
import { LRUCache } from "lru-cache";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

const isUtf8 = (encoding) => encoding === undefined || encoding === null || /^utf-?8$/i.test(encoding);

/** Texts shorter than this are encoded per answer as before (a lookup would cost as much). */
export const PAGE_BYTES_MIN_CHARS = 16_384;
/**
 * What the kept pages may hold alive at most: each counts its bytes (outside the JavaScript heap)
 * and its text at two bytes a character (the key; usually the very string Next's cache holds, but
 * kept alive here after Next drops or replaces it). ~40 pages of 300-400 KB.
 */
export const PAGE_BYTES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * `bytesOf(text, rewrite?)` returns the UTF-8 bytes of `text` (of `rewrite(text)` when given), the
 * same Buffer for equal texts while it is kept. `stats()` reports what is kept, for tests and the
 * bench.
 */
export function pageBytes({ minChars = PAGE_BYTES_MIN_CHARS, maxBytes = PAGE_BYTES_MAX_BYTES } = {}) {
  // Each entry: the bytes sent and the rewrite they were made with.
  const kept = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry, text) => entry.bytes.length + 2 * text.length,
  });
  let encoded = 0;
  let reused = 0;
  return {
    minChars,
    bytesOf(text, rewrite) {
      const entry = kept.get(text);
      if (entry && entry.rewrite === rewrite) {
        reused++;
        return entry.bytes;
      }
      const sent = rewrite ? rewrite(text) : text;
      const bytes = Buffer.from(sent, "utf8");
      encoded++;
      // A page larger than the whole budget is sent but not kept (LRUCache would refuse it anyway).
      if (bytes.length + 2 * text.length <= maxBytes) kept.set(text, { bytes, rewrite });
      return bytes;
    },
    /** `held`: what the kept pages hold alive, as counted against maxBytes. */
    stats: () => ({ pages: kept.size, held: kept.calculatedSize, encoded, reused }),
  };
}

const isHtml = (type) => typeof type === "string" && type.startsWith("text/html");

/**
 * Makes `res.end(text)` send the kept bytes of a large UTF-8 text. Next sets Content-Length from
 * the text before it ends the answer; the bytes are the same length, so the header stands, except
 * for an HTML page, whose scripts are moved after its first paint (`rewriteHtml`): its
 * Content-Length is set again from the bytes sent. Installed on the response above the compression
 * (app-server.mjs), so a compressed answer is made from the rewritten page; a page whose headers
 * are already out is sent as it is.
 */
export function sendPageBytes(res, bytes, { rewriteHtml = scriptsAfterPaint } = {}) {
  const end = res.end;
  res.end = function endWithPageBytes(chunk, encoding, callback) {
    if (
      typeof chunk === "string" &&
      chunk.length >= bytes.minChars &&
      (typeof encoding === "function" || isUtf8(encoding))
    ) {
      const done = typeof encoding === "function" ? encoding : callback;
      if (rewriteHtml && !res.headersSent && isHtml(res.getHeader("content-type"))) {
        const body = bytes.bytesOf(chunk, rewriteHtml);
        res.setHeader("Content-Length", body.length);
        return end.call(res, body, done);
      }
      return end.call(res, bytes.bytesOf(chunk), done);
    }
    return end.call(res, chunk, encoding, callback);
  };
  return res;
}
