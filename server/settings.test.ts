import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/lib/env-schema";
import { serverSettings } from "./settings.mjs";
import { nodeVersionProblem, printableUrl } from "./start-checks.mjs";

describe("the server's settings", () => {
  it("has the defaults lib/env-schema.ts declares (README and .env.example are made from it)", () => {
    const schema = parseServerEnv({});
    expect(serverSettings({})).toEqual({
      host: schema.HOST,
      port: schema.PORT,
      drainMs: schema.SHUTDOWN_DRAIN_MS,
      timeoutMs: schema.SHUTDOWN_TIMEOUT_MS,
    });
    expect(serverSettings({})).toEqual({ host: "127.0.0.1", port: 3000, drainMs: 0, timeoutMs: 25_000 });
    expect(serverSettings({ HOST: "0.0.0.0", PORT: "8080", SHUTDOWN_DRAIN_MS: "5000" })).toMatchObject({
      host: "0.0.0.0",
      port: 8080,
      drainMs: 5000,
    });
  });

  it("names a bad value, as the schema refuses it", () => {
    expect(() => serverSettings({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS must be a whole number/);
    expect(() => parseServerEnv({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => serverSettings({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseServerEnv({ PORT: "70000" })).toThrow(/PORT/);
  });
});

describe("start-up checks of the server script", () => {
  it("refuses a Node older than 24", () => {
    expect(nodeVersionProblem("22.12.0")).toMatch(/Node 22\.12\.0 is too old: the store needs Node 24/);
    expect(nodeVersionProblem("24.0.0")).toBeNull();
    expect(nodeVersionProblem("25.1.0")).toBeNull();
  });

  it("prints a service's URL without its password", () => {
    expect(printableUrl("postgres://shop:s3cret@db.internal:5432/store")).toBe(
      "postgres://shop:***@db.internal:5432/store",
    );
    expect(printableUrl("redis://default:s3cret@cache:6379")).toBe("redis://default:***@cache:6379");
    expect(printableUrl("not a url s3cret")).toBe("(not a URL)");
  });
});
