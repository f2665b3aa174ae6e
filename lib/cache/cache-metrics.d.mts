import type { Counter } from "prom-client";

export type CacheResult = "hit" | "miss" | "error";
export declare function cacheRequests(): Counter<"result">;
export declare function countCacheRequest(result: CacheResult): void;
