import { describe, expect, it } from "vitest";
import { ApiAnswer, ApiError, ApiNoAnswer } from "@/lib/http/api-client";
import { refusedLinesOf, returnErrorKey, toReturnsApiError } from "./api";

const answered = (status: number, data: unknown) => new ApiAnswer(status, data);

describe("returns API errors", () => {
  it("keep the route's code, message and the lines concerned", () => {
    const error = toReturnsApiError(
      answered(400, {
        hasError: true,
        error: "A promotional bundle is returned whole",
        code: "bundleWhole",
        lines: [4, 5],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "bundleWhole",
      message: "A promotional bundle is returned whole",
      messageKey: "returns.why.bundleWhole",
    });
    expect(refusedLinesOf(error)).toEqual([4, 5]);
    expect(
      refusedLinesOf(toReturnsApiError(answered(400, { hasError: true, error: "x", code: "tooMany", lines: "4" }))),
    ).toEqual([]);
  });

  it("derive a code from the status when the body has none", () => {
    expect(toReturnsApiError(answered(401, "<html>")).code).toBe("signInRequired");
    expect(toReturnsApiError(answered(503, "down")).code).toBe("unavailable");
    expect(toReturnsApiError(answered(404, null)).code).toBe("notFound");
    expect(toReturnsApiError(new ApiNoAnswer("network", "Network Error"))).toMatchObject({
      status: 0,
      code: "network",
      details: {},
    });
  });

  it("map a refusal to its sentence, return codes and account codes to theirs, the rest to 'try again'", () => {
    expect(returnErrorKey(answered(409, { hasError: true, error: "x", code: "alreadyReturned", lines: [1] }))).toBe(
      "returns.why.alreadyReturned",
    );
    expect(returnErrorKey(answered(400, { hasError: true, error: "x", code: "collectionDate" }))).toBe(
      "returns.why.collectionDate",
    );
    expect(returnErrorKey(answered(409, { hasError: true, error: "x", code: "cannotCancel" }))).toBe(
      "returns.errors.cannotCancel",
    );
    expect(returnErrorKey(answered(404, { hasError: true, error: "x", code: "returnNotFound" }))).toBe(
      "returns.errors.notFound",
    );
    expect(returnErrorKey(answered(401, { hasError: true, error: "x", code: "signInRequired" }))).toBe(
      "account.errors.signInRequired",
    );
    expect(returnErrorKey(answered(418, {}))).toBe("returns.errors.failed");
    expect(returnErrorKey(new Error("boom"))).toBe("returns.errors.failed");
  });
});
