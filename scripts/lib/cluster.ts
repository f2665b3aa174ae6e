// A cluster of the store on this machine, as production runs it (README "Running in production"):
// app instances of one build (`node server/serve.mjs`, each its own process) on one PostgreSQL
// database and one Redis, a mail server on loopback, and a real load balancer in front
// (cluster-balancer.ts). Shared by the e2e project "cluster" (tests/e2e/cluster.spec.ts) and
// `npm run bench:cluster`. Everything it starts is stopped by `stop()`, and killed should this
// process exit first.
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { seed } from "./build-freshness.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../server/heap.mjs";
import { CHECK_INTERVAL_MS, startBalancer, type Balancer } from "./cluster-balancer";
import { mailCatcher, type MailCatcher } from "./cluster-mail";
import { freePort, ROOT } from "./prod-server";

export { CHECK_INTERVAL_MS } from "./cluster-balancer";

/** Longer than the balancer's check interval plus a check's own time: a stopping instance leaves the rotation before its port closes. */
export const DRAIN_MS = CHECK_INTERVAL_MS * 2 + 500;

export class ClusterStartError extends Error {
  name = "ClusterStartError";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process group this module started, killed should the process exit without stop(). */
const groups = new Set<number>();
let exitHook = false;
function track(pid: number) {
  groups.add(pid);
  if (exitHook) return;
  exitHook = true;
  process.once("exit", () => {
    for (const group of groups) {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // already gone
      }
    }
  });
}

/** A database of its own on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL), dropped by `drop()`. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type AppInstance = {
  name: string;
  port: number;
  origin: string;
  logFile: string;
  pid: () => number | undefined;
  running: () => boolean;
  /** Spawns `node server/serve.mjs` and resolves once /api/ready answers 200. */
  start: (options?: { readyTimeoutMs?: number }) => Promise<void>;
  signal: (signal: NodeJS.Signals) => void;
  /** Resolves when the running process has exited (at once when none runs). */
  exited: () => Promise<Exit>;
  /** The log so far (JSON lines and the server's own messages). */
  log: () => string;
};

/** Only what a server needs from this process's environment: never a test runner's NODE_OPTIONS or a shell's DATABASE_URL. */
const PASSED_THROUGH = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ"];

export function appInstance(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}): AppInstance {
  const { name, port, logDir } = options;
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `instance-${name}.log`);
  let child: ChildProcess | null = null;
  let exit: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const env: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  for (const key of PASSED_THROUGH) if (process.env[key]) env[key] = process.env[key]!;
  Object.assign(env, SERVER_ENV, options.env, { HOST: "127.0.0.1", PORT: String(port) });

  return {
    name,
    port,
    origin,
    logFile,
    pid: () => child?.pid,
    running,
    async start({ readyTimeoutMs = 90_000 } = {}) {
      if (running()) throw new ClusterStartError(`instance ${name} is already running`);
      mkdirSync(logDir, { recursive: true });
      const out = openSync(logFile, "a");
      // Its own process group: signals reach the server alone, and an exit hook can kill the group.
      const started: ChildProcess = spawn(
        process.execPath,
        [...SERVER_NODE_FLAGS, path.join(ROOT, "server/serve.mjs")],
        { cwd: ROOT, env, stdio: ["ignore", out, out], detached: true },
      );
      closeSync(out);
      child = started;
      if (started.pid) track(started.pid);
      exit = new Promise((resolve) => started.once("exit", (code, signal) => resolve({ code, signal })));
      const deadline = Date.now() + readyTimeoutMs;
      while (Date.now() < deadline) {
        if (started.exitCode !== null || started.signalCode !== null) break;
        try {
          const response = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(5000) });
          await response.arrayBuffer();
          if (response.status === 200) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
      if (running()) started.kill("SIGKILL");
      throw new ClusterStartError(
        `instance ${name} did not become ready on ${origin} within ${readyTimeoutMs / 1000} s; the end of ${logFile}:\n${tail}`,
      );
    },
    signal(signal) {
      if (running() && child?.pid) process.kill(child.pid, signal);
    },
    exited: () => exit,
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
}

export type ClusterOptions = {
  /** A PostgreSQL server where databases may be created (TEST_DATABASE_URL). */
  adminDatabaseUrl: string;
  /** Redis (TEST_REDIS_URL); `null` leaves each instance on Next's file cache. */
  redisUrl: string | null;
  /** The databases' and logs' prefix. */
  name: string;
  instances?: number;
  /** Arguments of scripts/seed.ts (the embedded catalogue), or false for an empty database. */
  seedArgs?: string[] | false;
  /** More environment for every instance (LOG_LEVEL, limits). */
  env?: Record<string, string>;
  /** No balancer (a single instance measured on its own). */
  balancer?: boolean;
  log: (message: string) => void;
};

export type Cluster = {
  /** The balancer's address (the first instance's without a balancer). */
  origin: string;
  balancer: Balancer | null;
  instances: AppInstance[];
  databaseUrl: string;
  mail: MailCatcher;
  secrets: { revalidate: string; staff: string; metrics: string };
  logDir: string;
  /** A query on the cluster's database (checks made behind the app's back). */
  query: <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Resolves once answers through the balancer have come from every named instance. */
  waitInRotation: (names: string[], timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts the mail server, the database (seeded unless told not to), the instances (together) and the balancer. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { adminDatabaseUrl, redisUrl, name, instances: count = 2, seedArgs = [], log } = options;
  const logDir = path.join(ROOT, ".reports", name);
  // This run's logs only.
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse())
      await step().catch((error: unknown) => log(`stopping: ${error instanceof Error ? error.message : error}`));
    stops.length = 0;
  };
  try {
    const mail = mailCatcher(await freePort());
    await mail.start();
    stops.push(() => mail.stop());

    const database = await createDatabase(adminDatabaseUrl, name.replace(/\W/g, "_"));
    stops.push(() => database.drop());
    if (seedArgs !== false) {
      log(`seeding ${database.name}`);
      // Not a test runner's NODE_OPTIONS (its loader) nor the shell's own database.
      const seedEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: database.url };
      delete seedEnv.NODE_OPTIONS;
      delete seedEnv.PGLITE_DIR;
      await seed({ root: ROOT, env: seedEnv, args: seedArgs, log, stdio: ["ignore", "ignore", "inherit"] });
    }
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // An idle client of the pool that the database's drop at the end terminates (57P01) must not
    // surface as an uncaught error in the test runner: pg's pools emit such errors on themselves.
    pool.on("error", (error) => log(`pool: ${error.message}`));
    stops.push(() => pool.end());

    const secrets = {
      revalidate: randomBytes(18).toString("base64url"),
      staff: randomBytes(24).toString("base64url"),
      metrics: randomBytes(24).toString("base64url"),
    };
    const balancerPort = await freePort();
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      ...(redisUrl && { REDIS_URL: redisUrl }),
      SMTP_URL: mail.url,
      REVALIDATE_SECRET: secrets.revalidate,
      STAFF_TOKEN: secrets.staff,
      METRICS_TOKEN: secrets.metrics,
      // Behind one balancer: the client's address is the one it appends.
      TRUSTED_PROXY_HOPS: options.balancer === false ? "0" : "1",
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: "20000",
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${balancerPort}`,
      LOG_LEVEL: "warn",
      // Every shopper of a test comes from 127.0.0.1: the per-address cart limit would stop a load test.
      GUEST_WRITES_PER_MINUTE: "100000",
      VISITOR_WRITES_PER_DAY: "1000000",
      ...options.env,
    };
    const names = "abcdefgh".slice(0, count).split("");
    const instances: AppInstance[] = [];
    for (const instanceName of names)
      instances.push(appInstance({ name: instanceName, port: await freePort(), env, logDir }));
    stops.push(async () => {
      for (const instance of instances) instance.signal("SIGTERM");
      await Promise.race([Promise.all(instances.map((i) => i.exited())), sleep(DRAIN_MS + 8000)]);
      for (const instance of instances) instance.signal("SIGKILL");
    });
    log(
      `starting ${count} instance${count > 1 ? "s" : ""} of server/serve.mjs (logs in ${path.relative(ROOT, logDir)})`,
    );
    await Promise.all(instances.map((instance) => instance.start()));

    let balancer: Balancer | null = null;
    if (options.balancer !== false) {
      const out = openSync(path.join(logDir, "balancer.log"), "a");
      balancer = startBalancer({
        port: balancerPort,
        backends: instances.map((i) => ({ name: i.name, port: i.port })),
        dir: path.join(logDir, "balancer"),
        out,
        log,
      });
      closeSync(out);
      if (balancer.process.pid) track(balancer.process.pid);
      stops.push(() => balancer!.stop());
    }
    const origin = balancer?.origin ?? instances[0]!.origin;

    const cluster: Cluster = {
      origin,
      balancer,
      instances,
      databaseUrl: database.url,
      mail,
      secrets,
      logDir,
      query: async (text, values) => (await pool.query(text, values)).rows,
      async waitInRotation(wanted, timeoutMs = 15_000) {
        const seen = new Set<string>();
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          try {
            const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) });
            await response.arrayBuffer();
            const by = response.headers.get("x-served-by");
            if (response.ok && by) seen.add(by);
          } catch {
            // the balancer itself not listening yet
          }
          if (wanted.every((n) => seen.has(n))) return;
          await sleep(100);
        }
        throw new ClusterStartError(
          `the balancer did not send requests to ${wanted.filter((n) => !seen.has(n)).join(", ")} within ${timeoutMs / 1000} s`,
        );
      },
      stop,
    };
    if (balancer) await cluster.waitInRotation(names, 20_000);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
