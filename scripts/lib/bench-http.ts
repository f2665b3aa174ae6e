// The benchmarks' HTTP client for shoppers at a shopper's pace: node:http on kept-alive sockets.
// The load generator shares this 2-core machine with the server, so its own cost per request is
// part of every figure it reads; Node's fetch (undici's Request, Response and web streams) costs
// several times what node:http does per request. Answers are asked gzipped, as a browser asks.
import http from "node:http";
import { gunzipSync } from "node:zlib";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type BenchAnswer = { status: number; ok: boolean; text: () => string; json: <T = unknown>() => T };

/** A GET, or a POST of `body` as JSON; rejects after `timeoutMs` as fetch's AbortSignal.timeout did. */
export function benchRequest(url: string, body?: unknown, timeoutMs = 10_000): Promise<BenchAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: payload === undefined ? "GET" : "POST",
        headers: {
          "accept-encoding": "gzip",
          ...(payload !== undefined && {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
          }),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const bytes = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          const status = res.statusCode ?? 0;
          const text = () => bytes.toString("utf8");
          resolve({ status, ok: status >= 200 && status < 300, text, json: <T>() => JSON.parse(text()) as T });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}
