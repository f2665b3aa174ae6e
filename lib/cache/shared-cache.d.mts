import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import type { SharedRedis } from "./redis-connection.mjs";

export declare class SharedCacheTimeoutError extends Error {
  constructor(ms?: number);
}
export declare function keyPrefix(buildId: string | undefined): string;
export declare const CACHE_TTL: Readonly<{ defaultStaleAge: number }>;
export declare const SUSPEND_MS: number;
export declare const REVALIDATE_TIMEOUT_MS: number;
export declare const RETRY_MS: number;
export declare const MAX_LAG_MS: number;
export declare const MAX_RENDER_MS: number;
export declare function withinTimeout<T>(promise: Promise<T>, ms?: number, maxLagMs?: number): Promise<T>;
export declare function withLifetime<
  T extends { value?: unknown; lifespan?: { revalidate?: unknown } | null; cacheControl?: unknown } | null | undefined,
>(entry: T): T;

export type CacheLog = (level: "info" | "warn", message: string) => void;
export type SharedCacheOptions = { connection: SharedRedis; buildId: string | undefined; log?: CacheLog };

export declare function createSharedCacheHandler(options: SharedCacheOptions): Handler;
