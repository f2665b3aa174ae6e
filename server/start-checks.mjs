// What the production server checks before it starts the app, each failure stopping start-up with
// a message that names the variable at fault (never its password). The app's own checks (the
// environment's schema, the migrations) run after these, when Next prepares it.

/** The Node major the app is built and tested on (package.json engines, the `node` devDependency). */
export const MIN_NODE_MAJOR = 24;

/** Start-up refused: the message says what to fix. */
export class StartupError extends Error {
  name = "StartupError";
}

/** A message when this Node is older than MIN_NODE_MAJOR, else null. */
export function nodeVersionProblem(version = process.versions.node) {
  const major = Number(version.split(".")[0]);
  return major >= MIN_NODE_MAJOR
    ? null
    : `Node ${version} is too old: the store needs Node ${MIN_NODE_MAJOR} or newer (npm install brings it: run through npm, or install Node ${MIN_NODE_MAJOR})`;
}

/** The URL as it may be printed: its password replaced. An unparsable URL is not printed at all. */
export function printableUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

/** An error's message without the URL's password, should a driver have quoted it. */
function reason(error, url) {
  let message = error instanceof Error ? error.message || error.code || error.name : String(error);
  if (error instanceof AggregateError && error.errors?.length)
    message = error.errors.map((e) => e.message || e.code).join("; ");
  try {
    const password = decodeURIComponent(new URL(url).password);
    if (password) message = message.split(password).join("***");
  } catch {
    // not a URL: nothing of it is in the message to hide
  }
  return message || "unknown error";
}

/** Connects to PostgreSQL and runs `select 1`; a StartupError naming DATABASE_URL when it cannot. */
export async function checkDatabase(url, { timeoutMs = 5_000 } = {}) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {}); // a late socket error after a failed connect is the same failure
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new StartupError(`DATABASE_URL (${printableUrl(url)}): cannot connect and sign in: ${reason(error, url)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Connects to Redis and sends PING; a StartupError naming REDIS_URL when it cannot. */
export async function checkRedis(url, { timeoutMs = 5_000 } = {}) {
  const { createClient } = await import("@redis/client");
  // No reconnecting here: at start an unreachable Redis is an error (later outages are served from
  // the local cache, lib/cache).
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
  let lastError;
  client.on("error", (error) => (lastError = error));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new StartupError(`REDIS_URL (${printableUrl(url)}): cannot connect: ${reason(lastError ?? error, url)}`);
  } finally {
    try {
      client.destroy();
    } catch {
      // never connected
    }
  }
}

/** The checks of the services the environment names (PostgreSQL, Redis), together. */
export async function checkServices(env, options) {
  const checks = [];
  if (env.DATABASE_URL) checks.push(checkDatabase(env.DATABASE_URL, options));
  if (env.REDIS_URL) checks.push(checkRedis(env.REDIS_URL, options));
  const failed = (await Promise.allSettled(checks))
    .filter((result) => result.status === "rejected")
    .map((result) => result.reason);
  if (failed.length === 1) throw failed[0];
  if (failed.length) throw new StartupError(failed.map((error) => error.message).join("\n"));
}
