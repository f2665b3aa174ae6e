// The server's own settings, read from the environment by this script (it runs before the app and
// cannot use lib/env.ts); lib/env-schema.ts declares the same names, defaults and bounds for the
// README and .env.example.

function integer(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  return value;
}

/**
 * HOST: the interface to listen on. 127.0.0.1 unless told otherwise, so a server started by hand is
 * not reachable from the network by accident; a container sets 0.0.0.0 (Dockerfile).
 * PORT: 3000. SHUTDOWN_DRAIN_MS: how long a stopping instance keeps serving while it says it is not
 * ready (0; behind a balancer with health checks, more than its check interval, e.g. 5000).
 * SHUTDOWN_TIMEOUT_MS: the longest wait for requests in flight after the port closes (25 s, inside
 * the 30 s a container platform gives before SIGKILL).
 */
export function serverSettings(env = process.env) {
  return {
    host: env.HOST || "127.0.0.1",
    port: integer(env, "PORT", 3000, 0, 65_535),
    drainMs: integer(env, "SHUTDOWN_DRAIN_MS", 0, 0, 300_000),
    timeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 25_000, 0, 600_000),
  };
}
