import type { RedisClientType } from "@redis/client";

export declare const REDIS_TIMEOUTS: Readonly<{
  connectMs: number;
  commandMs: number;
  retryMaxMs: number;
  pingIntervalMs: number;
}>;

export type SharedRedis = {
  /** Undefined only when the address could not even be parsed. */
  client: RedisClientType | undefined;
  /** Connected and ready for commands. */
  up: boolean;
  listeners: Set<(up: boolean) => void>;
  /** Settles once the first connection attempt succeeded or failed. */
  firstAttempt: Promise<void>;
  close(): Promise<void>;
};

export declare function sharedRedis(url: string, options?: { onChange?: (up: boolean) => void }): SharedRedis;
export declare function closeSharedRedis(): Promise<void>;
