// `npm run bench`: cold start, memory and throughput of the production server on a 10k-product
// embedded store, against the trivial /api/health route in the same session. Loopback only.
//   npm run bench [-- --products 10000 --duration 10 --connections 50 --think-ms 250 --strict]
//   npm run bench -- --cart-only   (the trivial route and the cart operations: quicker while tuning carts)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCart } from "./lib/bench-cart";
import { REPORTS, startProdServer, type ProdServer } from "./lib/prod-server";

type Histogram = { p50: number; p99: number; average: number };
type AutocannonResult = {
  latency: Histogram;
  requests: Histogram & { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
}) => Promise<AutocannonResult>;
// autocannon ships no types; its programmatic API returns a promise when given no callback.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    strict: { type: "boolean", default: false },
    "cart-only": { type: "boolean", default: false },
    // The pause between one shopper's clicks in the cart budget's run (docs/testing.md).
    "think-ms": { type: "string", default: "250" },
  },
});
const PRODUCTS = Number(args.products);
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const THINK_MS = Number(args["think-ms"]);
const TRIVIAL = "/api/health";
const PRODUCT_PLACEHOLDER = "(product page)";
const ROUTES = [
  { path: TRIVIAL, label: "trivial route" },
  { path: "/en-sa", label: "home (en)" },
  { path: "/en-sa/miss-l", label: "Miss L' home" },
  { path: "/ar-sa", label: "home (ar)" },
  { path: "/en-sa/product-listing-page/rings", label: "listing" },
  { path: "/ar-sa/product-listing-page/gold?karat=18k,21k&sort=price-asc&page=2", label: "filtered listing (ar)" },
  // Filled in after start-up with the first product of the listing (the seed decides which).
  { path: PRODUCT_PLACEHOLDER, label: "product page" },
];
const BRAND_HOMES = ["/en-sa", "/en-sa/miss-l", "/ar-sa"];
const BUDGET = { brandVsTrivialRps: 0.5, rssMb: 800, cartP99Ms: 100 };
// Cold start, warm-up and 7 runs of ~10 s fit well within this; past it the run is abandoned.
const MEASURE_LIMIT_MS = 240_000;

const log = (message: string) => console.log(`[bench] ${message}`);

/** Every process under `rootPid`, the root included, read from /proc. */
function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name before it may contain spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

type ProcMemory = { pid: number; name: string; rssMb: number; launcher: boolean };

function treeMemory(rootPid: number): ProcMemory[] {
  return processTree(rootPid).flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const name = /^Name:\s*(.*)$/m.exec(status)?.[1] ?? "?";
      const kb = Number(/^VmRSS:\s*(\d+)\s*kB$/m.exec(status)?.[1] ?? 0);
      // npx and its shell only launch the server; they are not part of what it costs to run.
      const launcher = name.startsWith("npm") || ["sh", "dash", "bash"].includes(name);
      return [{ pid, name, rssMb: kb / 1024, launcher }];
    } catch {
      return [];
    }
  });
}

/** A real product page of this catalogue: the first card of the rings listing. */
async function resolveProductRoute(origin: string) {
  const html = await (await fetch(`${origin}/en-sa/product-listing-page/rings`, { signal: AbortSignal.timeout(60_000) })).text();
  const path = /href="(\/en-sa\/p\/[^"?]+)"/.exec(html)?.[1];
  if (!path) throw new Error("no product link on /en-sa/product-listing-page/rings");
  ROUTES.find((r) => r.path === PRODUCT_PLACEHOLDER)!.path = path;
}

async function warmUp(origin: string) {
  // A search in each locale waits for its index: measuring starts once the server's background
  // index builds are over (they would otherwise land inside the first measured route).
  for (const locale of ["en-sa", "ar-sa", "en-ae", "ar-ae", "en-eg", "ar-eg"]) {
    const listing = { sa: "product-listing-page", ae: "uae", eg: "egy" }[locale.slice(3)]!;
    await (await fetch(`${origin}/${locale}/${listing}?q=ring`, { signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  }
  await resolveProductRoute(origin);
  for (const route of ROUTES) {
    for (let i = 0; i < 5; i++) {
      const response = await fetch(origin + route.path, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status !== 200) log(`warning: ${route.path} answered ${response.status} during warm-up`);
    }
  }
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function measure(server: ProdServer) {
  log(`cold start to first 200 of /en-sa: ${round(server.coldStartMs, 0)} ms`);
  await warmUp(server.origin);
  const memory = treeMemory(server.pid);
  const rssServerMb = memory.filter((p) => !p.launcher).reduce((sum, p) => sum + p.rssMb, 0);
  const rssTreeMb = memory.reduce((sum, p) => sum + p.rssMb, 0);
  log(`RSS after warm-up: ${round(rssServerMb, 0)} MB; by process: ${memory.map((p) => `"${p.name}" ${round(p.rssMb, 0)} MB${p.launcher ? " (launcher, not counted)" : ""}`).join(", ")}`);

  const results = [];
  for (const route of ROUTES.filter((r) => !args["cart-only"] || r.path === TRIVIAL)) {
    log(`autocannon ${route.path}: ${CONNECTIONS} connections, ${DURATION_S} s`);
    const r = await autocannon({ url: server.origin + route.path, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 });
    results.push({
      route: route.path,
      label: route.label,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      rps: round(r.requests.average),
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
    });
  }
  log(`cart operations: ${CONNECTIONS} carts at once, ${DURATION_S} s, no pause (capacity)`);
  const saturated = await benchCart(server.origin, { carts: CONNECTIONS, durationS: DURATION_S, thinkMs: 0 });
  log(`cart operations: ${CONNECTIONS} carts at once, ${DURATION_S} s, ${THINK_MS} ms between a shopper's clicks (budget)`);
  const shoppers = await benchCart(server.origin, { carts: CONNECTIONS, durationS: DURATION_S, thinkMs: THINK_MS });
  const cart = [...saturated, ...shoppers];
  return { memory, rssServerMb: round(rssServerMb), rssTreeMb: round(rssTreeMb), results, cart };
}

function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
}

const startedAt = Date.now();
let server: ProdServer | undefined;
let watchdog: NodeJS.Timeout | undefined;
const shutdown = async (code: number) => {
  clearTimeout(watchdog);
  await server?.stop();
  process.exit(code);
};
process.on("SIGINT", () => void shutdown(130));
process.on("SIGTERM", () => void shutdown(143));

try {
  server = await startProdServer({ name: "bench", pgliteDir: ".data/bench", seedArgs: ["--products", String(PRODUCTS)], log });
  watchdog = setTimeout(() => {
    console.error(`[bench] measuring took longer than ${MEASURE_LIMIT_MS / 1000} s; stopping`);
    void shutdown(1);
  }, MEASURE_LIMIT_MS);
  const { memory, rssServerMb, rssTreeMb, results, cart } = await measure(server);
  await server.stop();
  clearTimeout(watchdog);

  const trivialRps = results.find((r) => r.route === TRIVIAL)!.rps;
  const brandChecks = results
    .filter((r) => BRAND_HOMES.includes(r.route))
    .map((r) => ({ route: r.route, ratio: trivialRps > 0 ? r.rps / trivialRps : 0 }));
  const brandOk = brandChecks.length > 0 && brandChecks.every((c) => c.ratio >= BUDGET.brandVsTrivialRps);
  const rssOk = rssServerMb < BUDGET.rssMb;
  const clean = results.every((r) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0);
  const cartOk = cart.every((c) => c.errors === 0) && cart.filter((c) => c.thinkMs > 0).every((c) => c.p99Ms < BUDGET.cartP99Ms);

  console.log("");
  printTable([
    ["route", "p50 ms", "p99 ms", "req/s", "vs trivial", "requests", "non-2xx", "errors"],
    ...results.map((r) => [
      `${r.route} (${r.label})`,
      String(r.p50Ms),
      String(r.p99Ms),
      String(r.rps),
      r.route === TRIVIAL ? "-" : `${round((r.rps / (trivialRps || 1)) * 100, 0)}%`,
      String(r.requests),
      String(r.non2xx),
      String(r.errors + r.timeouts),
    ]),
  ]);
  console.log("");
  printTable([
    ["cart operation", "carts", "pause ms", "p50 ms", "p99 ms", "req/s", "requests", "errors"],
    ...cart.map((c) => [c.operation, String(c.carts), String(c.thinkMs), String(c.p50Ms), String(c.p99Ms), String(c.rps), String(c.requests), String(c.errors)]),
  ]);
  console.log("");
  console.log(`cold start to first page: ${round(server.coldStartMs, 0)} ms`);
  console.log(`RSS after warm-up:        ${rssServerMb} MB (whole tree with the npx launcher: ${rssTreeMb} MB)`);
  console.log(`budget: brand homes >= ${BUDGET.brandVsTrivialRps * 100}% of trivial req/s: ${brandChecks.length === 0 ? "not measured" : brandOk ? "HOLDS" : "BROKEN"}`);
  console.log(`budget: RSS after warm-up < ${BUDGET.rssMb} MB: ${rssOk ? "HOLDS" : "BROKEN"}`);
  console.log(`budget: cart operations p99 < ${BUDGET.cartP99Ms} ms with ${CONNECTIONS} carts at a shopper's pace (${THINK_MS} ms), no errors: ${cartOk ? "HOLDS" : "BROKEN"}`);
  if (!clean) console.log("warning: some responses were not 2xx or failed; the figures for those routes are not comparable");

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    products: PRODUCTS,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    coldStartMs: round(server.coldStartMs, 0),
    rssAfterWarmupMb: rssServerMb,
    rssTreeMb,
    processes: memory,
    routes: results,
    cart,
    budget: { ...BUDGET, brandChecks, brandOk, rssOk, cartOk, holds: brandOk && rssOk && cartOk, allResponses2xx: clean },
    wallSeconds: round((Date.now() - startedAt) / 1000),
  };
  const out = path.join(REPORTS, "bench.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`report written to ${path.relative(process.cwd(), out)}`);
  await shutdown(args.strict && !(brandOk && rssOk && cartOk && clean) ? 1 : 0);
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
