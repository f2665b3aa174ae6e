import { describe, expect, it } from "vitest";
import { ApiAnswer, ApiError, ApiNoAnswer } from "@/lib/http/api-client";
import { accountErrorKey, toAccountApiError } from "./api";

const answered = (status: number, data: unknown) => new ApiAnswer(status, data);

describe("account API errors", () => {
  it("keep the route's code and message", () => {
    const error = toAccountApiError(
      answered(403, { hasError: true, error: "Attribute 15 is not writable", code: "attributeNotWritable" }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "attributeNotWritable", message: "Attribute 15 is not writable" });
  });

  it("derive a code from the status when the body has none, and 0 for no answer", () => {
    expect(toAccountApiError(answered(401, "<html>")).code).toBe("signInRequired");
    expect(toAccountApiError(answered(502, "Bad gateway")).code).toBe("unavailable");
    expect(toAccountApiError(answered(418, {})).code).toBe("unknown");
    expect(toAccountApiError(new ApiNoAnswer("network", "Network Error"))).toMatchObject({
      status: 0,
      code: "network",
    });
  });

  it("map to a translated toast key, unknown codes to 'try again'", () => {
    expect(accountErrorKey(answered(409, { hasError: true, error: "full", code: "addressBookFull" }))).toBe(
      "account.errors.addressBookFull",
    );
    expect(accountErrorKey(answered(418, {}))).toBe("account.errors.unavailable");
    expect(accountErrorKey(new Error("boom"))).toBe("account.errors.unavailable");
  });
});
