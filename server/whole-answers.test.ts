import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  COMPRESSION_THRESHOLD_BYTES,
  createAppServer,
  STATIC_BROTLI_QUALITY,
  STATIC_COMPRESSION_THRESHOLD_BYTES,
} from "./app-server.mjs";

type Handle = (req: http.IncomingMessage, res: http.ServerResponse & { flush?: () => void }) => void | Promise<void>;
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** What Next does with a route handler's answer: headers first, each chunk then a compression flush, the end a turn later. */
function likeNext(chunks: string[], { pauseMs }: { pauseMs?: number } = {}): Handle {
  return async (_req, res) => {
    res.statusCode = 200;
    res.setHeader("content-type", "application/json");
    for (const [index, chunk] of chunks.entries()) {
      if (index === 0) res.flushHeaders();
      res.write(new TextEncoder().encode(chunk));
      res.flush?.();
      await (pauseMs ? new Promise((resolve) => setTimeout(resolve, pauseMs)) : Promise.resolve());
    }
    res.end();
  };
}

describe("an answer complete within one turn leaves whole", () => {
  const servers: http.Server[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  /** Asks the server around `handle`. */
  async function ask(handle: Handle, headers: Record<string, string> = {}, path = "/api/cart"): Promise<Answer> {
    const logger = { child: () => ({ info() {} }), error() {} };
    const app = createAppServer({ handle, logger, labelRoute: () => ({ route: "/", path: "/" }) });
    await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
    servers.push(app.server);
    const { port } = app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("end", () =>
            resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts) }),
          );
        })
        .on("error", reject);
    });
  }

  const small = JSON.stringify({ hasError: false, response: { id: "c1", lines: 1 } });
  const large = JSON.stringify({
    hasError: false,
    response: { products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Ring ${i}` })) },
  });

  it("sends a small answer uncompressed with its length (headers and body in one piece, not chunked)", async () => {
    const answer = await ask(likeNext([small]), { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(small)));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(small);
  });

  it("compresses an answer above the threshold (2 KB) in one pass, and keeps it whole", async () => {
    expect(Buffer.byteLength(small)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(Buffer.byteLength(large)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const answer = await ask(likeNext([large.slice(0, 1000), large.slice(1000)]), { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(large);
  });

  it("compresses a build file from the middleware's default (1 KB), below the answers' threshold", async () => {
    const script = `self.x=[${Array.from({ length: 300 }, (_, i) => i * 3).join(",")}];`;
    expect(Buffer.byteLength(script)).toBeGreaterThan(STATIC_COMPRESSION_THRESHOLD_BYTES);
    expect(Buffer.byteLength(script)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const serve: Handle = (_req, res) => {
      res.setHeader("content-type", "application/javascript; charset=UTF-8");
      res.end(script);
    };
    const file = await ask(serve, { "accept-encoding": "gzip" }, "/_next/static/chunks/a.js");
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(file.body).toString()).toBe(script);
    // Brotli at the build files' quality, which a browser that accepts it gets.
    const brotli = await ask(serve, { "accept-encoding": "br" }, "/_next/static/chunks/a.js");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toEqual(
      brotliCompressSync(script, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: STATIC_BROTLI_QUALITY } }),
    );
    // The same size from a route is an answer: sent as it is.
    const answer = await ask(serve, { "accept-encoding": "gzip" }, "/api/cart");
    expect(answer.headers["content-encoding"]).toBeUndefined();
  });

  it("streams an answer whose chunks come over several turns, as before", async () => {
    const chunks = ["<html><body>", "<main>late</main>", "</body></html>"];
    const answer = await ask(likeNext(chunks, { pauseMs: 20 }));
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.body.toString()).toBe(chunks.join(""));
  });

  it("leaves an answer given to end() at once (a cached page) as it was", async () => {
    const answer = await ask((_req, res) => {
      res.end(small);
    });
    expect(answer.body.toString()).toBe(small);
  });
});
