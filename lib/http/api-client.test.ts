// @vitest-environment happy-dom
import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiClient } from "./api-client";

/**
 * The one client fetcher against our own routes as the browser meets them: msw answers
 * `/api/*` as the route handlers do (envelopes, a proxy's HTML page, no answer, a stalled
 * answer), so the test goes through the platform's fetch, not a mock of it.
 */
type Code =
  | "quantityExceeds"
  | "cartNotFound"
  | "badRequest"
  | "signInRequired"
  | "forbidden"
  | "network"
  | "aborted"
  | "unavailable"
  | "unknown";
const api = apiClient<Code, { available: number; sku: string }>({
  statusCodes: { 404: "cartNotFound" },
  messageKey: (code) => `cart.toast.${code}`,
});

const seen: { method: string; body: unknown; query: string }[] = [];
const server = setupServer(
  http.post("*/api/cart/ok", async ({ request }) => {
    seen.push({ method: request.method, body: await request.json(), query: "" });
    return HttpResponse.json({ hasError: false, response: { id: "c1" } });
  }),
  http.get("*/api/search/suggestions", ({ request }) => {
    seen.push({ method: "GET", body: null, query: new URL(request.url).search });
    return HttpResponse.json({ hasError: false, response: ["ring"] });
  }),
  http.post("*/api/cart/stock", () =>
    HttpResponse.json(
      { hasError: true, error: "Only 2 of R-54 left in stock", code: "quantityExceeds", available: 2, sku: "R-54" },
      { status: 409 },
    ),
  ),
  http.post(
    "*/api/cart/html",
    () => new HttpResponse("<html>Not found</html>", { status: 404, headers: { "content-type": "text/html" } }),
  ),
  http.post("*/api/cart/down", () => new HttpResponse("Bad gateway", { status: 502 })),
  http.post("*/api/cart/huge", () =>
    HttpResponse.json(
      { hasError: true, error: "Payload too large: the body must be at most 64 KB", code: "tooLarge" },
      { status: 413 },
    ),
  ),
  http.post(
    "*/api/cart/huge-html",
    () =>
      new HttpResponse("<html>413 Request Entity Too Large</html>", {
        status: 413,
        headers: { "content-type": "text/html" },
      }),
  ),
  http.post("*/api/cart/teapot", () => HttpResponse.json({}, { status: 418 })),
  http.post("*/api/cart/unreachable", () => HttpResponse.error()),
  http.post("*/api/cart/slow", async () => {
    await delay(2_000);
    return HttpResponse.json({ hasError: false, response: null });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError<Code, { available: number; sku: string }>;
}

describe("apiClient", () => {
  it("sends JSON to /api and hands back the envelope's response", async () => {
    await expect(api.post("/cart/ok", { cartId: "c1", region: "sa" })).resolves.toEqual({ id: "c1" });
    await expect(api.get("/search/suggestions", { params: { q: "ri", locale: "en-sa" } })).resolves.toEqual(["ring"]);
    expect(seen).toEqual([
      { method: "POST", body: { cartId: "c1", region: "sa" }, query: "" },
      { method: "GET", body: null, query: "?q=ri&locale=en-sa" },
    ]);
  });

  it("a refusal keeps the route's code, message, extra fields, and its toast key", async () => {
    const error = await failureOf(api.post("/cart/stock", {}));
    expect(error).toMatchObject({
      hasError: true,
      status: 409,
      code: "quantityExceeds",
      message: "Only 2 of R-54 left in stock",
      messageKey: "cart.toast.quantityExceeds",
    });
    expect(error.details).toEqual({ available: 2, sku: "R-54" });
  });

  it("an answer without a code reads the status: the feature's own, then the shared ones, then unavailable or unknown", async () => {
    expect(await failureOf(api.post("/cart/html", {}))).toMatchObject({
      status: 404,
      code: "cartNotFound",
      message: "Request failed with status code 404",
    });
    expect(await failureOf(api.post("/cart/down", {}))).toMatchObject({
      status: 502,
      code: "unavailable",
      messageKey: "cart.toast.unavailable",
    });
    expect((await failureOf(api.post("/cart/teapot", {}))).code).toBe("unknown");
  });

  it("a body past the routes' ceiling (413) reads the one shared sentence in every feature, from the route or a proxy", async () => {
    expect(await failureOf(api.post("/cart/huge", {}))).toMatchObject({
      status: 413,
      code: "tooLarge",
      messageKey: "errors.tooLarge",
      message: "Payload too large: the body must be at most 64 KB",
    });
    expect(await failureOf(api.post("/cart/huge-html", {}))).toMatchObject({
      status: 413,
      code: "tooLarge",
      messageKey: "errors.tooLarge",
    });
  });

  it("no answer is status 0, code network", async () => {
    expect(await failureOf(api.post("/cart/unreachable", {}))).toMatchObject({
      status: 0,
      code: "network",
      messageKey: "cart.toast.network",
    });
  });

  it("an answer slower than the timeout is the store not answering (try again), not the shopper offline", async () => {
    expect(await failureOf(api.post("/cart/slow", {}, { timeout: 50 }))).toMatchObject({
      status: 0,
      code: "unavailable",
      messageKey: "cart.toast.unavailable",
      message: "timeout of 50ms exceeded",
    });
  });

  it("a caller's cancel is code aborted, not a failure of the store", async () => {
    const controller = new AbortController();
    const call = api.post("/cart/slow", {}, { signal: controller.signal });
    // Once the request is under way: msw's fetch interceptor watches the signal only from then on.
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf(call)).toMatchObject({ status: 0, code: "aborted" });
  });

  it("a feature's own refusal and any other thrown value become the same error type", () => {
    expect(api.failure("Line item not found in this cart", 404, "cartNotFound")).toMatchObject({
      hasError: true,
      status: 404,
      messageKey: "cart.toast.cartNotFound",
    });
    expect(api.toError(new TypeError("boom"))).toMatchObject({ status: 0, code: "unknown", message: "boom" });
    const same = api.failure("x", 403, "forbidden");
    expect(api.toError(same)).toBe(same);
  });
});
