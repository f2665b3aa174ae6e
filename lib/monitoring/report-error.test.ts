import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/lib/log/logger";
import { reportError } from "./report-error";

afterEach(() => vi.restoreAllMocks());

describe("reportError without a Sentry DSN", () => {
  it("writes the error to the server's JSON log, not to the console", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const consoled = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new TypeError("cart lines missing");
    reportError(error);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith({ err: error }, "TypeError: cart lines missing"));
    expect(consoled).not.toHaveBeenCalled();
  });
});
