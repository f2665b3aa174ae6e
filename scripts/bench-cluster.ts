// `npm run bench:cluster`: one instance on Next's file cache against two instances on Redis behind
// HAProxy (scripts/lib/cluster.ts), both on PostgreSQL: throughput, p99 and the CPU each request
// costs, for a cached page and for add-to-cart. Loopback only. The npm script wraps it in
// scripts/with-postgres.sh and scripts/with-redis.sh (TEST_DATABASE_URL, TEST_REDIS_URL).
//   npm run bench:cluster [-- --duration 10 --connections 50 --runs 3 --products 600]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { autocannon } from "./lib/autocannon";
import { benchCart } from "./lib/bench-cart";
import { buildIfNeeded } from "./lib/build-freshness.mjs";
import { startCluster, type Cluster } from "./lib/cluster";
import { cpuMs, redisPid } from "./lib/cluster-cpu";
import { REPORTS, ROOT } from "./lib/prod-server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    runs: { type: "string", default: "3" },
    products: { type: "string", default: "600" },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);
const PAGE = "/en-sa";
/** A cached page through the balancer on Redis, against the same page on one instance with the file cache. */
const BUDGET = 0.8;

const log = (message: string) => console.log(`[bench:cluster] ${message}`);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/** CPU figures are per request of every kind the run made; `cores` is the CPU time of the three parts over the run's wall time. */
type Run = {
  rps: number;
  p99Ms: number;
  requests: number;
  failed: number;
  appCpuMs: number;
  balancerCpuMs: number;
  redisCpuMs: number;
  cores: number;
};
type Row = { setup: string; operation: string; runs: Run[] };

/** CPU of each part while `work` runs, per request it made. */
async function measured(
  cluster: Cluster,
  redis: number | null,
  work: () => Promise<{ rps: number; p99Ms: number; requests: number; failed: number }>,
): Promise<Run> {
  const app = () => cpuMs(cluster.instances.map((i) => i.pid()!).filter(Boolean));
  const balancer = () => (cluster.balancer?.process.pid ? cpuMs([cluster.balancer.process.pid]) : 0);
  const redisCpu = () => (redis ? cpuMs([redis]) : 0);
  const before = { app: app(), balancer: balancer(), redis: redisCpu() };
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const used = { app: app() - before.app, balancer: balancer() - before.balancer, redis: redisCpu() - before.redis };
  const per = (ms: number) => (result.requests > 0 ? ms / result.requests : 0);
  return {
    ...result,
    appCpuMs: per(used.app),
    balancerCpuMs: per(used.balancer),
    redisCpuMs: per(used.redis),
    cores: (used.app + used.balancer + used.redis) / wallMs,
  };
}

async function measureSetup(setup: string, cluster: Cluster, redis: number | null): Promise<Row[]> {
  const url = cluster.origin + PAGE;
  log(`${setup}: warming up`);
  for (let i = 0; i < 20; i++) await (await fetch(url, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  const page: Row = { setup, operation: `cached page (GET ${PAGE})`, runs: [] };
  const cart: Row = { setup, operation: "add to cart (POST /api/cart/addProduct)", runs: [] };
  for (let run = 1; run <= RUNS; run++) {
    log(`${setup}: run ${run}/${RUNS}: ${PAGE}, ${CONNECTIONS} connections, ${DURATION_S} s`);
    page.runs.push(
      await measured(cluster, redis, async () => {
        const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
        return {
          rps: r.requests.average,
          p99Ms: r.latency.p99,
          requests: r.requests.total,
          failed: r.non2xx + r.errors + r.timeouts,
        };
      }),
    );
    log(`${setup}: run ${run}/${RUNS}: ${CONNECTIONS} carts at once, ${DURATION_S} s`);
    cart.runs.push(
      await measured(cluster, redis, async () => {
        // Each cart adds a piece until its line holds 5, then sets it back to 1 (stock never runs out):
        // the figures are add-to-cart's; CPU is shared out over both kinds of request.
        const results = await benchCart(cluster.origin, { carts: CONNECTIONS, durationS: DURATION_S, thinkMs: 0 });
        const add = results[0]!;
        const all = results.reduce((sum, r) => sum + r.requests, 0);
        return { rps: add.rps, p99Ms: add.p99Ms, requests: all, failed: results.reduce((sum, r) => sum + r.errors, 0) };
      }),
    );
  }
  return [page, cart];
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
}

const adminDatabaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!adminDatabaseUrl || !redisUrl) {
  console.error(
    "[bench:cluster] needs TEST_DATABASE_URL and TEST_REDIS_URL: run it as npm run bench:cluster (it starts both)",
  );
  process.exit(1);
}

let current: Cluster | null = null;
process.on("SIGINT", () => void current?.stop().finally(() => process.exit(130)));
process.on("SIGTERM", () => void current?.stop().finally(() => process.exit(143)));

try {
  await buildIfNeeded({ root: ROOT, log });
  const seedArgs = ["--products", args.products!];
  // Requests come from one address here: the per-address limits would stop the carts.
  const env = { LOG_LEVEL: "warn" };
  const rows: Row[] = [];
  current = await startCluster({
    adminDatabaseUrl,
    redisUrl: null,
    name: "bench-cluster-one",
    instances: 1,
    balancer: false,
    seedArgs,
    env,
    log,
  });
  rows.push(...(await measureSetup("1 instance, file cache", current, null)));
  await current.stop();
  current = await startCluster({
    adminDatabaseUrl,
    redisUrl,
    name: "bench-cluster-two",
    instances: 2,
    seedArgs,
    env,
    log,
  });
  rows.push(
    ...(await measureSetup(
      `2 instances, Redis, ${current.balancer!.kind}`,
      current,
      redisPid(Number(new URL(redisUrl).port)),
    )),
  );
  await current.stop();
  current = null;

  const summary = rows.map((row) => ({
    setup: row.setup,
    operation: row.operation,
    rps: round(median(row.runs.map((r) => r.rps))),
    p99Ms: round(median(row.runs.map((r) => r.p99Ms))),
    appCpuMs: round(median(row.runs.map((r) => r.appCpuMs)), 2),
    balancerCpuMs: round(median(row.runs.map((r) => r.balancerCpuMs)), 2),
    redisCpuMs: round(median(row.runs.map((r) => r.redisCpuMs)), 2),
    cores: round(median(row.runs.map((r) => r.cores)), 2),
    failed: row.runs.reduce((sum, r) => sum + r.failed, 0),
  }));
  console.log("");
  console.log(
    `medians of ${RUNS} runs of ${DURATION_S} s, ${CONNECTIONS} connections (carts), this machine's ${(await import("node:os")).availableParallelism()} cores:`,
  );
  printTable([
    [
      "setup",
      "operation",
      "req/s",
      "p99 ms",
      "app CPU ms/req",
      "balancer CPU ms/req",
      "Redis CPU ms/req",
      "cores busy",
      "failed",
    ],
    ...summary.map((s) => [
      s.setup,
      s.operation,
      String(s.rps),
      String(s.p99Ms),
      String(s.appCpuMs),
      String(s.balancerCpuMs),
      String(s.redisCpuMs),
      String(s.cores),
      String(s.failed),
    ]),
  ]);
  const [onePage, oneCart, twoPage, twoCart] = summary as [
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
    (typeof summary)[0],
  ];
  const ratio = onePage.rps > 0 ? twoPage.rps / onePage.rps : 0;
  console.log("");
  console.log(
    `budget: cached page through the balancer on Redis >= ${BUDGET}x one instance on the file cache: ${round(ratio, 2)}x, ${ratio >= BUDGET ? "HOLDS" : "BROKEN"}`,
  );
  // A Node instance runs its JavaScript on one core: with a core per instance (and some for the
  // balancer and Redis), each instance can serve up to 1000 / (its CPU ms per request) requests/s.
  // Cart figures: CPU per cart request of either kind (add, set quantity), so the ceiling is in cart requests/s.
  const perCore = (s: (typeof summary)[0]) => (s.appCpuMs > 0 ? 1000 / s.appCpuMs : 0);
  console.log(
    `prediction: with a core for each instance (and more for the balancer, Redis and PostgreSQL), one instance tops out near ${round(perCore(onePage), 0)} pages/s and ${round(perCore(oneCart), 0)} cart requests/s, ` +
      `two near ${round(2 * perCore(twoPage), 0)} pages/s and ${round(2 * perCore(twoCart), 0)} cart requests/s; on this machine they kept ${twoPage.cores} and ${twoCart.cores} cores busy (the load generator and PostgreSQL used the rest)`,
  );
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    runs: RUNS,
    rows,
    summary,
    budget: { ratio: round(ratio, 3), minimum: BUDGET, holds: ratio >= BUDGET },
  };
  const out = path.join(REPORTS, "bench-cluster.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(ROOT, out)}`);
} catch (error) {
  console.error(`[bench:cluster] ${error instanceof Error ? error.message : String(error)}`);
  await current?.stop();
  process.exit(1);
}
