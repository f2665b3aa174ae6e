import { describe, expect, it } from "vitest";
import { ApiAnswer, ApiError, ApiNoAnswer } from "@/lib/http/api-client";
import { toCartApiError } from "./api";
import { cartErrorToast } from "./cart-errors";

const answered = (status: number, data: unknown) => new ApiAnswer(status, data);

describe("toCartApiError", () => {
  it("keeps the route's code, message and stock figures", () => {
    const error = toCartApiError(
      answered(409, {
        hasError: true,
        error: "Only 2 of R-54 left in stock",
        code: "quantityExceeds",
        available: 2,
        sku: "R-54",
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "quantityExceeds",
      details: { available: 2, sku: "R-54" },
      message: "Only 2 of R-54 left in stock",
      messageKey: "cart.toast.quantityExceeds",
    });
  });

  it("passes the order codes of fromOrder through", () => {
    expect(
      toCartApiError(answered(404, { hasError: true, error: "Order not found", code: "orderNotFound" })).code,
    ).toBe("orderNotFound");
    expect(toCartApiError(answered(422, { hasError: true, error: "empty", code: "orderEmpty" })).code).toBe(
      "orderEmpty",
    );
  });

  it("derives a code from the status when the body has none (a proxy's HTML error page)", () => {
    expect(toCartApiError(answered(403, "<html>")).code).toBe("forbidden");
    expect(toCartApiError(answered(404, null)).code).toBe("cartNotFound");
    expect(toCartApiError(answered(502, "Bad gateway"))).toMatchObject({
      code: "unavailable",
      message: "Request failed with status code 502",
    });
    expect(toCartApiError(answered(418, {})).code).toBe("unknown");
  });

  it("tells a shopper past the new-cart limit to wait: 429 tooManyRequests has its own toast", () => {
    const error = toCartApiError(
      answered(429, {
        hasError: true,
        error: "Too many requests; please wait and try again.",
        code: "tooManyRequests",
        retryAfter: 42,
      }),
    );
    expect(error).toMatchObject({
      status: 429,
      code: "tooManyRequests",
      messageKey: "cart.toast.tooManyRequests",
      details: { retryAfter: 42 },
    });
    expect(toCartApiError(answered(429, "<html>")).messageKey).toBe("cart.toast.tooManyRequests");
  });

  it("no answer at all is a network failure with status 0", () => {
    const error = toCartApiError(new ApiNoAnswer("network", "Network Error"));
    expect(error).toMatchObject({ status: 0, code: "network", message: "Network Error" });
  });
});

describe("cartErrorToast", () => {
  it("says how many are left, or out of stock, for quantityExceeds", () => {
    expect(cartErrorToast({ code: "quantityExceeds", details: { available: 3 } })).toEqual({
      key: "cart.toast.quantityExceeds",
      values: { count: 3 },
    });
    expect(cartErrorToast({ code: "quantityExceeds", details: { available: 0 } })).toEqual({
      key: "cart.toast.outOfStock",
    });
    expect(cartErrorToast({ code: "quantityExceeds", details: {} })).toEqual({ key: "cart.toast.quantityExceeds" });
  });

  it("says the bag already holds them all rather than 'only 2 left' when it does", () => {
    expect(cartErrorToast({ code: "quantityExceeds", details: { available: 2 } }, 2)).toEqual({
      key: "cart.toast.allInBag",
      values: { count: 2 },
    });
    expect(cartErrorToast({ code: "quantityExceeds", details: { available: 2 } }, 1).key).toBe(
      "cart.toast.quantityExceeds",
    );
  });

  it("maps known codes to their key and anything else to unavailable", () => {
    expect(cartErrorToast({ code: "forbidden", details: {} }).key).toBe("cart.toast.forbidden");
    expect(cartErrorToast({ code: "network", details: {} }).key).toBe("cart.toast.network");
    expect(cartErrorToast({ code: "unknown", details: {} }).key).toBe("cart.toast.unavailable");
  });
});
