/** HOST, PORT, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS with their defaults; throws naming a bad one. */
export declare function serverSettings(env?: Record<string, string | undefined>): {
  host: string;
  port: number;
  drainMs: number;
  timeoutMs: number;
};
