import type { ServerResponse } from "node:http";

export declare const PAGE_BYTES_MIN_CHARS: number;
export declare const PAGE_BYTES_MAX_BYTES: number;
export type PageBytesStats = { pages: number; held: number; encoded: number; reused: number };
export type PageBytes = {
  minChars: number;
  bytesOf: (text: string, rewrite?: (text: string) => string) => Buffer;
  stats: () => PageBytesStats;
};
/** The UTF-8 bytes of large texts, kept in a bounded LRU keyed by the text. */
export declare function pageBytes(options?: { minChars?: number; maxBytes?: number }): PageBytes;
/** Makes `res.end(text)` send the kept bytes of a large text (an HTML page rewritten by `rewriteHtml`). */
export declare function sendPageBytes(
  res: ServerResponse,
  bytes: PageBytes,
  options?: { rewriteHtml?: ((html: string) => string) | null },
): ServerResponse;
