// The bytes of the pages this server sends, encoded once per page rather than once per answer.
//
// Next keeps a cached page (ISR, static) as text and answers every request for it with
// `res.end(text)`: Node then encodes the whole text to UTF-8 again for each answer. For a 200-360 KB
// page that took ~0.3-0.5 ms, more than everything else Next does for a cache hit; under 50
// connections it was about half of the server's busy time on a home (issue 28; docs/testing.md).
// The server's responses here hand Node the bytes of large texts from a bounded LRU keyed by the
// text itself: equal text, equal bytes, so nothing can be stale; a page that changes is a new key,
// and the old bytes age out. Small answers (JSON, redirects) go through as they are.
//
// Before it ends the answer, Next sets Content-Length with `Buffer.byteLength(text)`. A page with a
// single character outside Latin-1 (an Arabic letter, a curly quote: every page here) is a two-byte
// string, whose UTF-8 length V8 counts by walking every character: ~250 µs for the 410 KB filtered
// Arabic listing, a quarter of the server's busy time on it under 50 connections (CPU profile,
// issue 28). `measureFromPageBytes` lets `Buffer.byteLength` answer a kept text with its kept
// bytes' length, the very number it would have counted; anything else goes to Node's own function.
import http from "node:http";
import { LRUCache } from "lru-cache";

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
 * `bytesOf(text)` returns the UTF-8 bytes of `text`, the same Buffer for equal texts while it is
 * kept. `stats()` reports what is kept, for tests and the bench.
 */
export function pageBytes({ minChars = PAGE_BYTES_MIN_CHARS, maxBytes = PAGE_BYTES_MAX_BYTES } = {}) {
  const kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (bytes, text) => bytes.length + 2 * text.length });
  let encoded = 0;
  let reused = 0;
  let measured = 0;
  return {
    minChars,
    bytesOf(text) {
      let bytes = kept.get(text);
      if (bytes) {
        reused++;
        return bytes;
      }
      bytes = Buffer.from(text, "utf8");
      encoded++;
      // A page larger than the whole budget is sent but not kept (LRUCache would refuse it anyway).
      if (bytes.length + 2 * text.length <= maxBytes) kept.set(text, bytes);
      return bytes;
    },
    /** The UTF-8 length of `text` when its bytes are kept, else undefined (nothing is encoded). */
    keptLengthOf(text) {
      const length = kept.get(text)?.length;
      if (length !== undefined) measured++;
      return length;
    },
    /** `held`: what the kept pages hold alive, as counted against maxBytes. */
    stats: () => ({ pages: kept.size, held: kept.calculatedSize, encoded, reused, measured }),
  };
}

/**
 * A ServerResponse class for `http.createServer({ ServerResponse })` whose `end(text)` sends the
 * kept bytes of a large UTF-8 text. Next sets Content-Length from the text before it ends the
 * answer; the bytes are the same length, so the header stands.
 */
export function responseWithPageBytes(bytes = pageBytes()) {
  return class PageBytesResponse extends http.ServerResponse {
    end(chunk, encoding, callback) {
      if (typeof chunk === "string" && chunk.length >= bytes.minChars) {
        if (typeof encoding === "function") return super.end(bytes.bytesOf(chunk), encoding);
        if (isUtf8(encoding)) return super.end(bytes.bytesOf(chunk), callback);
      }
      return super.end(chunk, encoding, callback);
    }
  };
}

/** The stores `Buffer.byteLength` reads (one per server; tests start several) and Node's own function. */
const measuring = new Set();
let nodeByteLength;

/**
 * Makes `Buffer.byteLength(text)` answer from `bytes` while the returned function is not called.
 * Node's own function is replaced once per process and put back when no store is left.
 */
export function measureFromPageBytes(bytes) {
  measuring.add(bytes);
  if (!nodeByteLength) {
    nodeByteLength = Buffer.byteLength;
    const original = nodeByteLength;
    Buffer.byteLength = function byteLength(value, encoding) {
      if (typeof value === "string") {
        for (const store of measuring) {
          if (value.length < store.minChars || !isUtf8(encoding)) continue;
          const length = store.keptLengthOf(value);
          if (length !== undefined) return length;
        }
      }
      return original(value, encoding);
    };
  }
  return () => {
    measuring.delete(bytes);
    if (measuring.size === 0 && nodeByteLength) {
      Buffer.byteLength = nodeByteLength;
      nodeByteLength = undefined;
    }
  };
}
