/** HOST, PORT, SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS with their defaults; throws naming a bad one. */
export declare function serverSettings(env?: Record<string, string | undefined>): { host: string; port: number; drainMs: number; timeoutMs: number };
export declare function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number;
