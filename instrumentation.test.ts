import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@sentry/nextjs", () => ({ captureRequestError: vi.fn() }));
vi.mock("./instrumentation-node", () => {
  throw new Error("database unreachable");
});

describe("a production start-up that fails", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("ends the server with exit 1 instead of serving 500s", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NODE_ENV", "production");
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { register } = await import("./instrumentation");
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[start-up\] failed, stopping: /);
  });

  it("leaves the error to Next while building", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const { register } = await import("./instrumentation");
    await expect(register()).rejects.toThrow();
    expect(exit).not.toHaveBeenCalled();
  });

  it("keeps process.exit out of the file the edge runtime also compiles (its build would warn at every start)", () => {
    expect(readFileSync(new URL("./instrumentation.ts", import.meta.url), "utf8")).not.toMatch(/process\.exit/);
  });
});
