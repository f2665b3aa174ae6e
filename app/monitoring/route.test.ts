import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { resetUpstreams } from "@/lib/http/upstream";
import { logger } from "@/lib/log/logger";

/**
 * The Sentry tunnel: msw stands in for Sentry's ingest (any request the test did not expect fails
 * it). Only envelopes for the configured DSN's host and project leave the server, and only to that
 * DSN's own envelope endpoint.
 */
const DSN = "https://public-key@o17.ingest.sentry.io/4242";
const INGEST = "https://o17.ingest.sentry.io/api/4242/envelope/";
const env = vi.hoisted(() => ({ server: undefined as string | undefined, browser: undefined as string | undefined }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return {
    ...real,
    serverEnv: () => ({ ...real.serverEnv(), SENTRY_DSN: env.server }),
    get publicEnv() {
      return { ...real.publicEnv, sentryDsn: env.browser };
    },
  };
});
const { POST } = await import("./route");

const received: { url: string; body: string; type: string | null }[] = [];
const outbound: string[] = [];
let ingestStatus = 200;
const ingest = setupServer(
  http.post(INGEST, async ({ request }) => {
    received.push({ url: request.url, body: await request.text(), type: request.headers.get("content-type") });
    return ingestStatus === 200
      ? HttpResponse.json({ id: "e1" })
      : new HttpResponse(null, { status: ingestStatus, headers: { "retry-after": "60" } });
  }),
);
ingest.events.on("request:start", ({ request }) => void outbound.push(request.url));

beforeAll(() => ingest.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  env.server = DSN;
  env.browser = undefined;
  ingestStatus = 200;
  received.length = 0;
  outbound.length = 0;
  resetUpstreams();
});
afterEach(() => {
  ingest.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => ingest.close());

const event = '{"type":"event"}\n{"event_id":"e1","message":"boom"}';
const envelope = (header: unknown) => `${typeof header === "string" ? header : JSON.stringify(header)}\n${event}`;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://localhost:3000/monitoring", {
      method: "POST",
      body,
      headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
    }),
  );

describe("POST /monitoring", () => {
  it("relays an envelope of the configured DSN once, to its project's envelope endpoint, and answers the ingest's answer", async () => {
    const body = envelope({
      event_id: "e1",
      sent_at: "2026-01-01T00:00:00Z",
      dsn: DSN,
      sdk: { name: "sentry.javascript.nextjs" },
    });
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: "e1" });
    expect(received).toEqual([{ url: INGEST, body, type: "application/x-sentry-envelope" }]);
  });

  it("accepts the browser's DSN (NEXT_PUBLIC_SENTRY_DSN) when only that one is set", async () => {
    env.server = undefined;
    env.browser = DSN;
    expect((await post(envelope({ dsn: DSN }))).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it("refuses with 400, one log line and no outbound call: another host, another project, no DSN, a header that is not JSON", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const bodies = [
      envelope({ dsn: "https://public-key@o99.ingest.sentry.io/4242" }),
      envelope({ dsn: "https://public-key@evil.example/4242" }),
      envelope({ dsn: "https://public-key@o17.ingest.sentry.io:8443/4242" }),
      envelope({ dsn: "https://public-key@o17.ingest.sentry.io/4243" }),
      envelope({ event_id: "e1" }),
      envelope({ dsn: "not a dsn" }),
      envelope("[1,2]"),
      envelope("not json"),
      "",
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect((await response.json()).error).toMatch(/^Invalid envelope: /);
    }
    expect(outbound).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(bodies.length);
    for (const [line] of warn.mock.calls) expect(typeof line === "string" && !line.includes("\n")).toBe(true);
  });

  it("is 404 without a DSN configured, and calls nothing", async () => {
    env.server = undefined;
    expect((await post(envelope({ dsn: DSN }))).status).toBe(404);
    env.server = "not-a-dsn";
    expect((await post(envelope({ dsn: DSN }))).status).toBe(404);
    expect(outbound).toEqual([]);
  });

  it("refuses an envelope past the limit with 413, by its declared length or as it is read", async () => {
    const big = envelope({ dsn: DSN }) + "x".repeat(1024 * 1024);
    expect((await post(big, { "content-length": String(big.length) })).status).toBe(413);
    expect((await post(big)).status).toBe(413);
    expect(outbound).toEqual([]);
  });

  it("answers the ingest's refusal with its status, and its Retry-After", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    ingestStatus = 429;
    const response = await post(envelope({ dsn: DSN }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(received).toHaveLength(1);
  });
});
