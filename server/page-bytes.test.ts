import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createAppServer } from "./app-server.mjs";
import { pageBytes } from "./page-bytes.mjs";

// A page as Next sends it from its cache: one large text, English and Arabic, Content-Length set
// from the text before the answer ends.
const page = (marker: string) =>
  `<!DOCTYPE html><html dir="rtl"><body><h1>${marker} خواتم ذهب</h1>${"<p>عيار ٢١ – Gold rings</p>".repeat(2_000)}</body></html>`;

describe("page bytes", () => {
  it("encodes a large text once and hands back the same bytes for an equal text, even another copy of it", () => {
    const bytes = pageBytes();
    const text = page("a");
    const first = bytes.bytesOf(text);
    expect(first.equals(Buffer.from(text, "utf8"))).toBe(true);
    const copy = (text + " ").slice(0, -1);
    expect(bytes.bytesOf(copy)).toBe(first);
    // It holds the bytes and the text (counted at two bytes a character) alive.
    expect(bytes.stats()).toMatchObject({ pages: 1, held: first.length + 2 * text.length, encoded: 1, reused: 1 });
  });

  it("gives a changed page its own bytes (nothing can be stale)", () => {
    const bytes = pageBytes();
    const before = bytes.bytesOf(page("before"));
    const after = bytes.bytesOf(page("after!"));
    expect(after).not.toBe(before);
    expect(after.toString("utf8")).toBe(page("after!"));
  });

  it("holds at most maxBytes alive, the least recently sent pages leaving first", () => {
    const size = Buffer.byteLength(page("0")) + 2 * page("0").length;
    const bytes = pageBytes({ maxBytes: size * 2 + 10 });
    const [a, b, c] = ["0", "1", "2"].map(page);
    bytes.bytesOf(a!);
    bytes.bytesOf(b!);
    bytes.bytesOf(a!);
    bytes.bytesOf(c!);
    expect(bytes.stats()).toMatchObject({ pages: 2, encoded: 3, reused: 1 });
    expect(bytes.stats().held).toBeLessThanOrEqual(size * 2 + 10);
    bytes.bytesOf(b!);
    expect(bytes.stats()).toMatchObject({ encoded: 4 });
  });
});

describe("the server's answers", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  /** A raw GET: the bytes as they came (no decompression), the headers, asking for gzip or not. */
  function get(url: string, gzip = false) {
    return new Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get(url, { headers: gzip ? { "accept-encoding": "gzip" } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
        })
        .on("error", reject);
    });
  }

  async function serve(answer: (url: string) => string, type = "text/html; charset=utf-8") {
    const logger = { child: () => ({ info() {} }), error() {} };
    const app = createAppServer({
      labelRoute: (url = "/") => ({ route: url, path: url }),
      logger,
      handle: (req, res) => {
        const text = answer(req.url ?? "/");
        res.setHeader("Content-Type", type);
        res.setHeader("Content-Length", Buffer.byteLength(text));
        res.end(text);
      },
    });
    await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
    servers.push(app.server);
    return { base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, stats: app.pageBytes };
  }

  it("sends a cached page's exact bytes with its length, encoding it once for many answers", async () => {
    const { base, stats } = await serve(() => page("cached"));
    for (let i = 0; i < 3; i++) {
      const { body, headers } = await get(`${base}/ar-sa`);
      expect(body.equals(Buffer.from(page("cached"), "utf8"))).toBe(true);
      expect(headers["content-length"]).toBe(String(body.length));
    }
    // The first answer encodes the text; the next two send the same bytes.
    expect(stats()).toMatchObject({ pages: 1, encoded: 1, reused: 2 });
  });

  it("patches nothing of the process: Buffer.byteLength stays Node's own while a server runs", async () => {
    const nodeByteLength = Buffer.byteLength;
    await serve(() => page("own"));
    expect(Buffer.byteLength).toBe(nodeByteLength);
  });

  it("compresses when asked, as Next did (gzip, the same page)", async () => {
    const { base } = await serve(() => page("gzip"));
    const { body, headers } = await get(`${base}/ar-sa`, true);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(body).toString("utf8")).toBe(page("gzip"));
    expect(body.length).toBeLessThan(Buffer.byteLength(page("gzip")) / 10);
  });

  it("sends a page's scripts after its first paint, compressed or not, with the length of what it sends", async () => {
    const script = '<script src="/_next/static/chunks/a1.js" async=""></script>';
    const html = page("scripts").replace("<body>", `<head>${script}</head><body>`);
    const { base, stats } = await serve(() => html);
    const plain = await get(`${base}/ar-sa`);
    const text = plain.body.toString("utf8");
    expect(text).not.toContain(script);
    expect(text).toContain('__luminaScripts(["/_next/static/chunks/a1.js"])');
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    const zipped = await get(`${base}/ar-sa`, true);
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(text);
    // Rewritten once, kept.
    expect(stats()).toMatchObject({ pages: 1, encoded: 1, reused: 1 });
  });

  it("rewrites only HTML: the same text as another type goes out as it is", async () => {
    const html = page("json").replace(
      "<body>",
      '<head><script src="/_next/static/chunks/a1.js" async=""></script></head><body>',
    );
    const { base } = await serve(() => html, "text/x-component");
    expect((await get(`${base}/x`)).body.toString("utf8")).toBe(html);
  });

  it("leaves small answers as they are", async () => {
    const { base, stats } = await serve(() => '{"ok":"نعم"}');
    expect(await (await fetch(`${base}/api/x`)).json()).toEqual({ ok: "نعم" });
    expect(stats()).toMatchObject({ pages: 0, encoded: 0 });
  });
});
