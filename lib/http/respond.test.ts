import { describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "@/lib/constants";
import { readJsonBody } from "./respond";

/** A JSON object body of exactly `bytes` bytes: `{"pad":"xxx...x"}`. */
const jsonOf = (bytes: number) => `{"pad":"${"x".repeat(bytes - 10)}"}`;

/** A chunked body (no Content-Length) of `chunks` chunks of 16 KB, counting how many were pulled. */
function streamed(chunks: number, headers: Record<string, string> = {}) {
  const pulled = { count: 0 };
  const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
  // highWaterMark 0: nothing is pulled before the reader asks.
  const source: UnderlyingDefaultSource<Uint8Array> = {
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count += 1;
      controller.enqueue(chunk);
    },
  };
  const body = new ReadableStream<Uint8Array>(source, { highWaterMark: 0 });
  const request = new Request("http://shop.test/api/x", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

describe("readJsonBody: the body limit", () => {
  it("reads a body of exactly the limit", async () => {
    const text = jsonOf(MAX_JSON_BODY_BYTES);
    expect(new TextEncoder().encode(text).byteLength).toBe(MAX_JSON_BODY_BYTES);
    const read = await readJsonBody(new Request("http://shop.test/api/x", { method: "POST", body: text }));
    expect("body" in read && (read.body as { pad: string }).pad.length).toBe(MAX_JSON_BODY_BYTES - 10);
  });

  it("answers 413 with a message naming the limit to a 10 MB body, without parsing it", async () => {
    const read = await readJsonBody(
      new Request("http://shop.test/api/x", { method: "POST", body: jsonOf(10 * 1024 * 1024) }),
    );
    expect("error" in read).toBe(true);
    const response = (read as { error: Response }).error;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      hasError: true,
      error: "Payload too large: the body must be at most 64 KB",
      code: "tooLarge",
    });
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const { request, pulled } = streamed(1, { "content-length": String(MAX_JSON_BODY_BYTES + 1) });
    const read = await readJsonBody(request);
    expect("error" in read && read.error.status).toBe(413);
    expect(pulled.count).toBe(0);
  });

  it("cuts a chunked body off at the limit instead of reading it in full", async () => {
    const { request, pulled } = streamed(640); // 10 MB in 16 KB chunks
    const read = await readJsonBody(request);
    expect("error" in read && read.error.status).toBe(413);
    // 64 KB is 4 chunks: the fifth passes the limit, and nothing after it is asked for.
    expect(pulled.count).toBe(5);
  });

  it("still answers 400 to a small body that is not JSON, or not an object", async () => {
    for (const body of ["{", "", "[]"]) {
      const read = await readJsonBody(new Request("http://shop.test/api/x", { method: "POST", body }));
      expect("error" in read && read.error.status, body).toBe(400);
    }
  });
});
