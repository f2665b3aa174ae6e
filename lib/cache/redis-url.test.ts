import { afterEach, describe, expect, it, vi } from "vitest";
import { parseServerEnv } from "@/lib/env-schema";
import { sharedCacheConfig } from "./next-cache-config";

afterEach(() => vi.unstubAllEnvs());

describe("REDIS_URL", () => {
  it("accepts redis:// and rediss:// addresses, and is optional", () => {
    expect(parseServerEnv({ REDIS_URL: "redis://:pw@cache.internal:6379/0" }).REDIS_URL).toBe(
      "redis://:pw@cache.internal:6379/0",
    );
    expect(parseServerEnv({ REDIS_URL: "rediss://cache.example.com:6380" }).REDIS_URL).toBe(
      "rediss://cache.example.com:6380",
    );
    expect(parseServerEnv({}).REDIS_URL).toBeUndefined();
  });

  it.each(["http://cache.internal:6379", "cache.internal:6379", "postgres://db/x"])(
    "stops start-up naming the variable for %s",
    (value) => {
      expect(() => parseServerEnv({ REDIS_URL: value })).toThrow(
        /must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*at REDIS_URL/,
      );
    },
  );
});

describe("next.config's cache lines", () => {
  it("give Next the Redis cache handler, and no private in-memory copy, only when REDIS_URL is set", () => {
    expect(sharedCacheConfig("redis://127.0.0.1:6379", "phase-production-server", "/app")).toEqual({
      cacheHandler: "/app/lib/cache/cache-handler.mjs",
      cacheMaxMemorySize: 0,
    });
    expect(sharedCacheConfig("redis://127.0.0.1:6379", "phase-production-build", "/app")).toMatchObject({
      cacheHandler: "/app/lib/cache/cache-handler.mjs",
    });
    expect(sharedCacheConfig(undefined, "phase-production-server")).toEqual({});
    // The hosted e2e server's own cache in memory, not the build's shared files.
    expect(sharedCacheConfig(undefined, "phase-production-server", "/app", true)).toEqual({
      cacheHandler: "/app/lib/cache/cache-handler.mjs",
      cacheMaxMemorySize: 0,
    });
    expect(sharedCacheConfig("redis://127.0.0.1:6379", "phase-development-server")).toEqual({});
  });

  it("are what next.config.ts builds, from REDIS_URL at the time it is loaded", async () => {
    const { default: config } = await import("@/next.config");
    expect(config("phase-production-server")).not.toHaveProperty("cacheHandler");
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
    const built = config("phase-production-server");
    expect(built.cacheHandler).toMatch(/\/lib\/cache\/cache-handler\.mjs$/);
    expect(built.cacheMaxMemorySize).toBe(0);
  });
});
