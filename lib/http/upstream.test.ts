import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { register } from "prom-client";
import {
  backoffDelay,
  BREAKER_COOL_DOWN_MS,
  breakerStates,
  BREAKER_FAILURE_THRESHOLD,
  BREAKER_TIMEOUT_THRESHOLD,
  circuitState,
  parseRetryAfter,
  resetUpstreams,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  UPSTREAM_READ_RETRIES,
  UPSTREAM_TIMEOUT_MS,
  upstreamFetch,
  UpstreamError,
  withLastGood,
  withUpstreamDeadline,
} from "./upstream";
import { UPSTREAM_PAGE_DEADLINE_MS } from "@/lib/constants";
import { REQUEST_CONTEXT_KEY, type RequestContext } from "@/lib/log/request-context";

/**
 * The upstream is msw (any request no handler expects fails the test); time is fake, so every
 * wait (timeouts, backoff, Retry-After, cool-down) is stepped through exactly.
 */
const URL_ = "https://upstream.lumina.test/things";
let answers: ((request: Request) => Response | Promise<Response>)[] = [];
let hits: string[] = [];
const server = setupServer(
  http.all(URL_, ({ request }) => {
    hits.push(request.method);
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return next ? next(request) : new HttpResponse(null, { status: 500 });
  }),
);
const always = (answer: (request: Request) => Response | Promise<Response>) => (answers = [answer]);
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new HttpResponse(null, { status: code, headers });
const ok = () => HttpResponse.json({ ok: true });
/** An upstream that answers, after `ms`. */
const okAfter = (ms: number) => async () => {
  await delay(ms);
  return ok();
};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  resetUpstreams();
  answers = [];
  hits = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets msw's own (real, untimed) async work run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Steps fake time one timer at a time, letting real async work run in between, until the call settles. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let done = false;
  const result = promise
    .then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    .finally(() => (done = true));
  for (let step = 0; step < 50 && !done; step++) {
    await flush();
    if (!done) await vi.advanceTimersToNextTimerAsync();
  }
  return result;
}

describe("upstreamFetch: deadline", () => {
  it("gives up after the timeout with a typed timeout error naming the upstream", async () => {
    always(async () => {
      await delay(UPSTREAM_TIMEOUT_MS * 10);
      return ok();
    });
    const call = upstreamFetch("test", URL_, { retries: 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ upstream: "test", kind: "timeout" });
  });

  it("keeps the query (which may hold a key) out of the message", async () => {
    always(() => HttpResponse.error());
    const { error } = await settle(upstreamFetch("test", `${URL_}?api_key=secret`, { retries: 0 }));
    expect(error).toMatchObject({ kind: "network" });
    expect((error as Error).message).not.toContain("secret");
  });

  it("leaves a caller's own abort as it is and does not count it against the upstream", async () => {
    always(async () => {
      await delay(1_000);
      return ok();
    });
    const controller = new AbortController();
    const call = upstreamFetch("test", URL_, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new Error("page left"));
    expect(await call).toMatchObject({ message: "page left" });
    expect(circuitState("test")).toBe("closed");
  });
});

describe("upstreamFetch: retries", () => {
  it("tries an idempotent read 1 + UPSTREAM_READ_RETRIES times, then throws the last status", async () => {
    always(status(503));
    const { error } = await settle(upstreamFetch("test", URL_));
    expect(hits).toHaveLength(1 + UPSTREAM_READ_RETRIES);
    expect(error).toMatchObject({ kind: "status", status: 503 });
  });

  it("answers with the response once a retry succeeds", async () => {
    answers = [status(502), () => HttpResponse.error(), ok];
    const { value } = await settle(upstreamFetch("test", URL_));
    expect(await value!.json()).toEqual({ ok: true });
    expect(hits).toHaveLength(3);
  });

  it("never retries a POST, whether it failed by status, network or timeout", async () => {
    const slow = async () => {
      await delay(UPSTREAM_TIMEOUT_MS * 2);
      return ok();
    };
    for (const answer of [status(503), () => HttpResponse.error(), slow]) {
      hits = [];
      always(answer);
      const { error } = await settle(upstreamFetch("test", URL_, { method: "POST", body: "{}" }));
      expect(error).toBeInstanceOf(UpstreamError);
      expect(hits).toEqual(["POST"]);
    }
  });

  it("retries a POST the caller marks idempotent (a GraphQL or search read)", async () => {
    always(status(500));
    await settle(upstreamFetch("test", URL_, { method: "POST", body: "{}", idempotent: true }));
    expect(hits).toHaveLength(1 + UPSTREAM_READ_RETRIES);
  });

  it("never retries a 4xx other than 408 and 429, and hands it to the caller", async () => {
    for (const code of [400, 401, 404, 409, 422]) {
      hits = [];
      always(status(code));
      const { value } = await settle(upstreamFetch("test", URL_));
      expect(value!.status).toBe(code);
      expect(hits).toHaveLength(1);
    }
    hits = [];
    always(status(408));
    await settle(upstreamFetch("test", URL_));
    expect(hits).toHaveLength(1 + UPSTREAM_READ_RETRIES);
  });

  it("waits a full-jitter backoff: never before the draw, never past the doubling ceiling", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999);
    answers = [status(503), status(503), ok];
    const call = upstreamFetch("test", URL_);
    await flush();
    expect(hits).toHaveLength(1);
    const first = backoffDelay(0);
    expect(first).toBe(RETRY_BASE_DELAY_MS - 1);
    await vi.advanceTimersByTimeAsync(first - 1);
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(hits).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    await flush();
    expect(hits).toHaveLength(3);
    expect((await call).status).toBe(200);
  });

  it("draws each wait from [0, min(max, base * 2^retry))", () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    expect(backoffDelay(3)).toBe(0);
    vi.restoreAllMocks();
    for (let retry = 0; retry < 8; retry++) {
      const ceiling = Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** retry);
      const draws = Array.from({ length: 200 }, () => backoffDelay(retry));
      expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...draws)).toBeLessThan(ceiling);
      expect(new Set(draws).size).toBeGreaterThan(1);
    }
  });
});

describe("upstreamFetch: Retry-After", () => {
  it.each([
    ["the seconds of its Retry-After", { "retry-after": "3" }, 3_000],
    [
      "its rate-limit window's reset when it names that instead (BigCommerce)",
      { "x-rate-limit-time-reset-ms": "1500", "x-rate-limit-requests-left": "0" },
      1_500,
    ],
  ])("waits exactly what a 429 asks for, instead of the backoff: %s", async (_, headers, waitMs) => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    answers = [status(429, headers), ok];
    const call = upstreamFetch("test", URL_);
    await flush();
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(hits).toHaveLength(2);
    expect((await call).status).toBe(200);
  });

  it("fails at once when the wait is longer than a call may take, with the wait on the error", async () => {
    always(status(503, { "retry-after": "120" }));
    const { error } = await settle(upstreamFetch("test", URL_));
    expect(hits).toHaveLength(1);
    expect(error).toMatchObject({ kind: "status", status: 503, retryAfterMs: 120_000 });
  });

  it("fails at once on a rate-limit reset longer than a call may take", async () => {
    always(status(429, { "x-rate-limit-time-reset-ms": "15000" }));
    const { error } = await settle(upstreamFetch("test", URL_));
    expect(hits).toHaveLength(1);
    expect(error).toMatchObject({ kind: "status", status: 429, retryAfterMs: 15_000 });
  });

  it("reads delta-seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(parseRetryAfter("7", now)).toBe(7_000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 10:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Wed, 25 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("upstreamFetch: circuit breaker", () => {
  const failTimes = async (upstream: string, n: number) => {
    for (let i = 0; i < n; i++) await settle(upstreamFetch(upstream, URL_, { retries: 0 }));
  };

  it(`opens after ${BREAKER_FAILURE_THRESHOLD} failures in a row and then refuses without calling`, async () => {
    always(status(500));
    await failTimes("strapi", BREAKER_FAILURE_THRESHOLD - 1);
    expect(circuitState("strapi")).toBe("closed");
    await failTimes("strapi", 1);
    expect(circuitState("strapi")).toBe("open");
    const { error } = await settle(upstreamFetch("strapi", URL_));
    expect(error).toMatchObject({ upstream: "strapi", kind: "circuitOpen" });
    expect(hits).toHaveLength(BREAKER_FAILURE_THRESHOLD);
  });

  it("keeps one circuit per upstream name", async () => {
    always(status(500));
    await failTimes("klevu:sa", BREAKER_FAILURE_THRESHOLD);
    always(ok);
    const { value } = await settle(upstreamFetch("klevu:ae", URL_));
    expect(value!.status).toBe(200);
    expect(circuitState("klevu:sa")).toBe("open");
    expect(circuitState("klevu:ae")).toBe("closed");
  });

  it("a success resets the count of failures", async () => {
    always(status(500));
    await failTimes("test", BREAKER_FAILURE_THRESHOLD - 1);
    always(ok);
    await settle(upstreamFetch("test", URL_));
    always(status(500));
    await failTimes("test", BREAKER_FAILURE_THRESHOLD - 1);
    expect(circuitState("test")).toBe("closed");
  });

  it("after the cool-down lets one probe through; its success closes the circuit", async () => {
    always(status(500));
    await failTimes("test", BREAKER_FAILURE_THRESHOLD);
    await vi.advanceTimersByTimeAsync(BREAKER_COOL_DOWN_MS);
    expect(circuitState("test")).toBe("half-open");
    always(okAfter(100));
    hits = [];
    const probe = upstreamFetch("test", URL_);
    const second = upstreamFetch("test", URL_).catch((e: unknown) => e);
    expect(await second).toMatchObject({ kind: "circuitOpen" });
    await vi.advanceTimersByTimeAsync(100);
    expect((await probe).status).toBe(200);
    expect(hits).toHaveLength(1);
    expect(circuitState("test")).toBe("closed");
    await settle(upstreamFetch("test", URL_));
    expect(hits).toHaveLength(2);
  });

  it("a failed probe opens the circuit again for a full cool-down", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    always(status(500));
    await failTimes("test", BREAKER_FAILURE_THRESHOLD);
    await vi.advanceTimersByTimeAsync(BREAKER_COOL_DOWN_MS);
    const { error } = await settle(upstreamFetch("test", URL_));
    // Not retried (the circuit it reopened would refuse), and the caller hears the probe's own answer.
    expect(error).toMatchObject({ kind: "status", status: 500 });
    expect(hits).toHaveLength(BREAKER_FAILURE_THRESHOLD + 1);
    expect(circuitState("test")).toBe("open");
    await vi.advanceTimersByTimeAsync(BREAKER_COOL_DOWN_MS - 1);
    expect(circuitState("test")).toBe("open");
  });
});

describe("withLastGood", () => {
  const outage = () => Promise.reject(new UpstreamError("strapi", "timeout", "no answer"));

  it("serves the last value that worked while the upstream fails, and says so", async () => {
    expect(await withLastGood("header:en", async () => ({ v: 1 }))).toEqual({ v: 1 });
    const onStale = vi.fn();
    expect(await withLastGood("header:en", outage, onStale)).toEqual({ v: 1 });
    expect(onStale).toHaveBeenCalledWith(expect.objectContaining({ kind: "timeout" }));
    expect(await withLastGood("header:en", async () => ({ v: 2 }))).toEqual({ v: 2 });
    expect(await withLastGood("header:en", outage)).toEqual({ v: 2 });
  });

  it("throws the upstream error when nothing worked before, and never hides a bug", async () => {
    await expect(withLastGood("footer:en", outage)).rejects.toMatchObject({ kind: "timeout" });
    await withLastGood("footer:ar", async () => "good");
    await expect(withLastGood("footer:ar", () => Promise.reject(new TypeError("bug")))).rejects.toThrow("bug");
  });
});

describe("upstreamFetch: one deadline for the whole call, retries included", () => {
  const hang = async () => {
    await delay("infinite");
    return ok();
  };

  it(`gives up a hanging read after its one timeout, not at the ${UPSTREAM_PAGE_DEADLINE_MS} ms deadline nor after three timeouts`, async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    always(hang);
    const call = upstreamFetch("test", URL_).catch((e: unknown) => e);
    let settled = false;
    void call.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1);
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(settled).toBe(true);
    expect(await call).toMatchObject({ upstream: "test", kind: "timeout" });
    // A retry could only have had what was left of the deadline, less than the timeout that just passed unanswered.
    expect(hits).toHaveLength(1);
  });

  it("still retries a timed-out read when a whole timeout is left before the deadline", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    answers = [hang, ok];
    const started = Date.now();
    const { value } = await settle(
      withUpstreamDeadline(3_000, () => upstreamFetch("test", URL_, { timeoutMs: 1_000 })),
    );
    expect(value!.status).toBe(200);
    expect(hits).toHaveLength(2);
    expect(Date.now() - started).toBe(1_000);
  });

  it("never starts a wait that would end past the deadline: it fails at once instead", async () => {
    always(status(503, { "retry-after": "4" }));
    const started = Date.now();
    const { error } = await settle(upstreamFetch("test", URL_));
    expect(error).toMatchObject({ kind: "status", status: 503 });
    // Tried at 0 and 4 s; a third try at 8 s would pass the 6 s deadline.
    expect(hits).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(UPSTREAM_PAGE_DEADLINE_MS);
  });

  it("bounds every call inside withUpstreamDeadline by one deadline, however many calls there are", async () => {
    always(hang);
    const started = Date.now();
    const { error } = await settle(
      withUpstreamDeadline(8_000, async () => {
        await upstreamFetch("a", URL_, { retries: 0 }).catch(() => undefined);
        expect(Date.now() - started).toBe(UPSTREAM_TIMEOUT_MS);
        return upstreamFetch("b", URL_);
      }),
    );
    expect(error).toMatchObject({ upstream: "b", kind: "timeout" });
    expect(Date.now() - started).toBe(8_000);
  });

  it("keeps the sooner deadline when scopes nest", async () => {
    always(hang);
    const started = Date.now();
    const { error } = await settle(
      withUpstreamDeadline(1_000, () => withUpstreamDeadline(8_000, () => upstreamFetch("test", URL_))),
    );
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBe(1_000);
  });

  it("calls nobody once the deadline has passed, and does not hold that against the upstream", async () => {
    always(ok);
    const { error } = await settle(
      withUpstreamDeadline(100, async () => {
        await vi.advanceTimersByTimeAsync(100);
        return upstreamFetch("test", URL_);
      }),
    );
    expect(error).toMatchObject({ kind: "timeout" });
    expect(hits).toHaveLength(0);
    expect(circuitState("test")).toBe("closed");
  });

  it("judges an attempt cut short by a caller's deadline on the upstream's own timeout: a slow upstream that answers is not a broken one", async () => {
    always(okAfter(2_000));
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD + 1; i++) {
      const { error } = await settle(withUpstreamDeadline(1_000, () => upstreamFetch("slow", URL_, { retries: 0 })));
      expect(error).toMatchObject({ kind: "timeout" });
      // The answer the caller no longer waited for still arrives, and speaks for the upstream.
      await vi.advanceTimersByTimeAsync(1_000);
      await flush();
    }
    expect(hits).toHaveLength(BREAKER_FAILURE_THRESHOLD + 1);
    expect(circuitState("slow")).toBe("closed");
  });
});

describe("upstreamFetch: a hanging upstream opens its circuit after the first timeouts", () => {
  it("aborts a write its caller's deadline gave up on instead of leaving it to land after the shopper was told to try again, and does not judge it", async () => {
    const signals: AbortSignal[] = [];
    always(async (request) => {
      signals.push(request.signal);
      await delay(UPSTREAM_TIMEOUT_MS * 2);
      return ok();
    });
    for (let i = 0; i < BREAKER_TIMEOUT_THRESHOLD + 1; i++) {
      const { error } = await settle(
        withUpstreamDeadline(1_000, () => upstreamFetch("writes", URL_, { method: "POST", body: "{}" })),
      );
      expect(error).toMatchObject({ kind: "timeout" });
    }
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS * 2);
    await flush();
    expect(hits).toEqual(["POST", "POST", "POST"]);
    expect(circuitState("writes")).toBe("closed");
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, true]);
  });

  const hang = async () => {
    await delay("infinite");
    return ok();
  };

  /** Opens `upstream`'s circuit with timeouts and waits out its cool-down. */
  const halfOpenAfterHang = async (upstream: string) => {
    always(hang);
    for (let i = 0; i < BREAKER_TIMEOUT_THRESHOLD; i++) await settle(upstreamFetch(upstream, URL_, { retries: 0 }));
    await vi.advanceTimersByTimeAsync(BREAKER_COOL_DOWN_MS);
  };

  it(`opens after ${BREAKER_TIMEOUT_THRESHOLD} timed-out attempts in a row, then refuses in under a second without calling`, async () => {
    always(hang);
    for (let i = 0; i < BREAKER_TIMEOUT_THRESHOLD; i++) {
      const { error } = await settle(upstreamFetch("hung", URL_, { retries: 0 }));
      expect(error).toMatchObject({ kind: "timeout" });
    }
    expect(circuitState("hung")).toBe("open");
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const { error } = await settle(upstreamFetch("hung", URL_));
      expect(error).toMatchObject({ upstream: "hung", kind: "circuitOpen" });
      expect(Date.now() - started).toBeLessThan(1_000);
    }
    expect(hits).toHaveLength(BREAKER_TIMEOUT_THRESHOLD);
  });

  it("blames the hang even when every caller's deadline gave up on it first (the proxy's 1.5 s check, the end of a page's 6 s)", async () => {
    always(hang);
    for (let i = 0; i < BREAKER_TIMEOUT_THRESHOLD; i++) {
      const started = Date.now();
      const { error } = await settle(withUpstreamDeadline(1_500, () => upstreamFetch("bigcommerce:ae:graphql", URL_)));
      expect(error).toMatchObject({ kind: "timeout" });
      // The caller is answered at its own deadline, not held for the upstream's timeout.
      expect(Date.now() - started).toBe(1_500);
    }
    // Each attempt is still judged once the upstream's own timeout has passed without an answer.
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS);
    await flush();
    expect(circuitState("bigcommerce:ae:graphql")).toBe("open");
    const started = Date.now();
    const { error } = await settle(withUpstreamDeadline(1_500, () => upstreamFetch("bigcommerce:ae:graphql", URL_)));
    expect(error).toMatchObject({ kind: "circuitOpen" });
    expect(Date.now() - started).toBe(0);
    expect(hits).toHaveLength(BREAKER_TIMEOUT_THRESHOLD);
  });

  it("answers the callers still waiting on the upstream as soon as the circuit opens, not at their own deadlines", async () => {
    always(hang);
    const first = upstreamFetch("klevu:ae", URL_, { retries: 0 }).catch((e: unknown) => e);
    const second = upstreamFetch("klevu:ae", URL_, { retries: 0 }).catch((e: unknown) => e);
    await flush();
    await vi.advanceTimersByTimeAsync(2_000);
    let lateAt = 0;
    const late = upstreamFetch("klevu:ae", URL_, { retries: 0 })
      .catch((e: unknown) => e)
      .finally(() => (lateAt = Date.now()));
    const started = Date.now();
    await flush();
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 2_000);
    await flush();
    expect(await first).toMatchObject({ kind: "timeout" });
    expect(await second).toMatchObject({ kind: "timeout" });
    expect(circuitState("klevu:ae")).toBe("open");
    expect(await late).toMatchObject({ kind: "circuitOpen" });
    expect(lateAt - started).toBe(UPSTREAM_TIMEOUT_MS - 2_000);
  });

  it("lets one half-open probe through; a probe its caller gave up on keeps the others out until the upstream answers, and that answer closes the circuit", async () => {
    await halfOpenAfterHang("test");
    expect(circuitState("test")).toBe("half-open");
    // The upstream is back, but slower than the probe's caller will wait.
    always(okAfter(2_000));
    hits = [];
    const { error: probe } = await settle(withUpstreamDeadline(1_000, () => upstreamFetch("test", URL_)));
    expect(probe).toMatchObject({ kind: "timeout" });
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const { error } = await settle(withUpstreamDeadline(6_000, () => upstreamFetch("test", URL_)));
      expect(error).toMatchObject({ kind: "circuitOpen" });
      expect(Date.now() - started).toBe(0);
    }
    expect(hits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(circuitState("test")).toBe("closed");
    const { value } = await settle(upstreamFetch("test", URL_));
    expect(value!.status).toBe(200);
    expect(hits).toHaveLength(2);
  });

  it("a probe that meets the hang again reopens the circuit on the upstream's own timeout, whoever gave up first", async () => {
    await halfOpenAfterHang("test");
    always(hang);
    await settle(withUpstreamDeadline(1_500, () => upstreamFetch("test", URL_)));
    expect(circuitState("test")).toBe("half-open");
    await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS - 1_500);
    await flush();
    expect(circuitState("test")).toBe("open");
    expect(breakerStates()).toContainEqual({
      circuit: "test",
      open: true,
      openUntil: Date.now() + BREAKER_COOL_DOWN_MS,
    });
  });
});

describe("upstream state: one per process, whichever bundle's copy of the module calls", () => {
  afterEach(() => vi.resetModules());

  it("shares the breaker between two separately loaded copies of the module", async () => {
    vi.resetModules();
    const first = await import("./upstream");
    vi.resetModules();
    const second = await import("./upstream");
    expect(second).not.toBe(first);
    always(status(500));
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD; i++)
      await settle(first.upstreamFetch("bigcommerce:sa:graphql", URL_, { retries: 0 }));
    expect(second.circuitState("bigcommerce:sa:graphql")).toBe("open");
    const { error } = await settle(second.upstreamFetch("bigcommerce:sa:graphql", URL_));
    expect(error).toMatchObject({ kind: "circuitOpen" });
    expect(hits).toHaveLength(BREAKER_FAILURE_THRESHOLD);
    second.resetUpstreams();
    expect(first.circuitState("bigcommerce:sa:graphql")).toBe("closed");
  });

  it("honours a deadline opened by another copy of the module", async () => {
    vi.resetModules();
    const first = await import("./upstream");
    vi.resetModules();
    const second = await import("./upstream");
    always(async () => {
      await delay("infinite");
      return ok();
    });
    const started = Date.now();
    const { error } = await settle(first.withUpstreamDeadline(500, () => second.upstreamFetch("test", URL_)));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBe(500);
  });
});

describe("upstreamFetch: measured", () => {
  const storage = new AsyncLocalStorage<RequestContext>();
  const holder = globalThis as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> };
  beforeEach(() => (holder[REQUEST_CONTEXT_KEY] = storage));
  afterEach(() => delete holder[REQUEST_CONTEXT_KEY]);

  /** The value of a counter's sample with these labels in the default registry, 0 when absent. */
  const sample = async (name: string, labels: Record<string, string>) => {
    const { values } = await register.getSingleMetric(name)!.get();
    return (
      values.find((value) => Object.entries(labels).every(([key, expected]) => value.labels[key] === expected))
        ?.value ?? 0
    );
  };

  it("counts each call by circuit and outcome and times it", async () => {
    const before = {
      ok: await sample("lumina_upstream_calls_total", { circuit: "klevu:sa", outcome: "ok" }),
      failed: await sample("lumina_upstream_calls_total", { circuit: "klevu:sa", outcome: "status" }),
    };
    const timedBefore =
      (await register.getSingleMetricAsString("lumina_upstream_call_duration_seconds")).match(
        /lumina_upstream_call_duration_seconds_count\{circuit="klevu:sa"\} (\d+)/,
      )?.[1] ?? "0";
    always(ok);
    await settle(upstreamFetch("klevu:sa", URL_));
    always(status(500));
    await settle(upstreamFetch("klevu:sa", URL_, { retries: 1 }));
    expect(await sample("lumina_upstream_calls_total", { circuit: "klevu:sa", outcome: "ok" })).toBe(before.ok + 1);
    // Its retry is part of the one call.
    expect(await sample("lumina_upstream_calls_total", { circuit: "klevu:sa", outcome: "status" })).toBe(
      before.failed + 1,
    );
    const timed = (await register.getSingleMetricAsString("lumina_upstream_call_duration_seconds")).match(
      /lumina_upstream_call_duration_seconds_count\{circuit="klevu:sa"\} (\d+)/,
    )?.[1];
    expect(Number(timed)).toBe(Number(timedBefore) + 2);
  });

  it("lists each call in the context of the request being served", async () => {
    const context: RequestContext = { id: "req-7", upstream: [] };
    always(ok);
    await storage.run(context, async () => {
      await settle(upstreamFetch("strapi", URL_));
      always(status(503));
      await settle(upstreamFetch("bigcommerce:ae", URL_, { retries: 0 }));
    });
    expect(context.upstream).toEqual([
      { circuit: "strapi", ms: expect.any(Number), outcome: "ok" },
      { circuit: "bigcommerce:ae", ms: expect.any(Number), outcome: "status" },
    ]);
    // Outside a request nothing is collected and nothing fails.
    always(ok);
    await expect(settle(upstreamFetch("strapi", URL_))).resolves.toHaveProperty("value");
  });

  it("reports each breaker's state, and lumina_breaker_open reads it at scrape time", async () => {
    always(status(500));
    for (let i = 0; i < BREAKER_FAILURE_THRESHOLD; i++)
      await settle(upstreamFetch("bigcommerce:eg", URL_, { retries: 0 }));
    always(ok);
    await settle(upstreamFetch("strapi", URL_));
    expect(breakerStates()).toEqual(
      expect.arrayContaining([
        { circuit: "bigcommerce:eg", open: true, openUntil: Date.now() + BREAKER_COOL_DOWN_MS },
        { circuit: "strapi", open: false },
      ]),
    );
    const text = await register.getSingleMetricAsString("lumina_breaker_open");
    expect(text).toContain('lumina_breaker_open{circuit="bigcommerce:eg"} 1');
    expect(text).toContain('lumina_breaker_open{circuit="strapi"} 0');
    resetUpstreams();
    expect(await register.getSingleMetricAsString("lumina_breaker_open")).not.toContain("bigcommerce:eg");
  });
});
