import type { Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import type { SharedRedis } from "./redis-connection.mjs";

export declare class SharedCacheTimeoutError extends Error {}
export declare function keyPrefix(buildId: string | undefined): string;
export declare const CACHE_TTL: Readonly<{ defaultStaleAge: number }>;
export declare const SUSPEND_MS: number;

export type CacheLog = (level: "info" | "warn", message: string) => void;
export type SharedCacheOptions = { connection: SharedRedis; buildId: string | undefined; log?: CacheLog };

export declare function createSharedCacheHandler(options: SharedCacheOptions): Handler;
