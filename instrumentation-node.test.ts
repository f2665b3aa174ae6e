import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productionStartProblems } from "./lib/startup/production-checks";

/** The app's start-up (instrumentation-node.ts) refuses a production server without the client-address rule. */
const nodeEnv = vi.hoisted(() => ({ value: "production" as string }));
vi.mock("@/lib/env", () => ({
  serverEnv: () => ({
    NODE_ENV: nodeEnv.value,
    COMMERCE_PROVIDER_SA: "bigcommerce",
    COMMERCE_PROVIDER_AE: "bigcommerce",
    COMMERCE_PROVIDER_EG: "bigcommerce",
  }),
}));
vi.mock("@/lib/db/client", () => ({ getDb: vi.fn() }));
vi.mock("@/features/mailbox/server", () => ({ mailWarning: () => null }));
vi.mock("@/lib/jobs/runtime", () => ({ startJobs: vi.fn() }));
vi.mock("@/lib/search/provider", () => ({ warmSearch: vi.fn() }));

const holder = globalThis as { __luminaPeerInForwardedFor?: boolean };
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  delete holder.__luminaPeerInForwardedFor;
});
afterEach(() => {
  vi.useRealTimers();
  delete holder.__luminaPeerInForwardedFor;
});

describe("production start-up", () => {
  it("refuses a production server without the client-address rule (a bare next start): names the fix and exits 1", async () => {
    nodeEnv.value = "production";
    // `next start` would log a thrown error and stay up answering 500: the process must end.
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const said = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(import("./instrumentation-node")).rejects.toThrow("exit 1");
      expect(said).toHaveBeenCalledWith(expect.stringMatching(/client-address rule.*node server\/serve\.mjs/));
    } finally {
      exit.mockRestore();
      said.mockRestore();
    }
  });

  it("starts in production through the server script (its mark), and in development without it", async () => {
    nodeEnv.value = "production";
    holder.__luminaPeerInForwardedFor = true;
    await expect(import("./instrumentation-node")).resolves.toBeDefined();
    vi.resetModules();
    delete holder.__luminaPeerInForwardedFor;
    nodeEnv.value = "development";
    await expect(import("./instrumentation-node")).resolves.toBeDefined();
  });

  it("refuses a Node older than 24 in production", () => {
    expect(productionStartProblems({ nodeEnv: "production", nodeVersion: "22.11.0", peerMarked: true })).toEqual([
      expect.stringMatching(/Node 22\.11\.0 is too old.*24/),
    ]);
    expect(productionStartProblems({ nodeEnv: "production", nodeVersion: "24.0.0", peerMarked: true })).toEqual([]);
    expect(productionStartProblems({ nodeEnv: "test", nodeVersion: "22.11.0", peerMarked: false })).toEqual([]);
  });
});
