import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { PageBytes, PageBytesStats } from "./page-bytes.mjs";

/** The smallest answer the server compresses (bytes). */
export declare const COMPRESSION_THRESHOLD_BYTES: number;
/** The smallest build file (`/_next/static/`) the server compresses (bytes). */
export declare const STATIC_COMPRESSION_THRESHOLD_BYTES: number;
/** The brotli quality of a build file (the middleware's default, 4, for everything else). */
export declare const STATIC_BROTLI_QUALITY: number;
type Logger = {
  child: (bindings: object, options?: object) => { info: (fields: object, message: string) => void };
  error: (fields: object, message: string) => void;
};
/** The HTTP server around the app's request handler (app-server.mjs). */
export declare function createAppServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  labelRoute: (url?: string) => { route: string; path: string };
  logger: Logger;
  bytes?: PageBytes | null;
  rewriteHtml?: ((html: string) => string) | null;
}): {
  server: Server;
  stopAccepting: (timeoutMs: number) => Promise<boolean>;
  inFlight: () => number;
  pageBytes: () => PageBytesStats;
};
