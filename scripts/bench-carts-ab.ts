// `npm run bench:carts-ab -- --before <checkout>`: the cart budget's run (50 shoppers changing carts
// at a shopper's pace) on two production servers in one session, rounds interleaved, so a change is
// measured against what it replaced on the same machine in the same minutes (this machine's speed
// drifts between sessions: the /robots.txt baseline has read 860 to 1900 req/s).
//   --before <dir>   a checkout of the code to compare with, built (`git worktree add <dir> <ref>`,
//                    `cp -al node_modules <dir>/`, `npm run build` in it)
//   --after <dir>    this checkout by default
//   --rounds 3  --duration 10  --think-ms 250  --carts 50
//   --before-env K=V,K=V  --after-env K=V   settings for one side only (PGLITE_THREAD=inline...)
//   --before-flags="--max-semi-space-size=32"  --after-flags=...   Node flags for one side
//                    (in place of the production launch's own, server/heap.mjs)
// Each server gets its own copy of the bench's seeded catalogue (.data/bench, `npm run bench` seeds
// it). Prints each round and the medians; the server-side p99 (from each server's request log) sits
// beside the shoppers' (which includes the load generator's own delays).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCart, type CartBenchResult } from "./lib/bench-cart";
import { serverMemory } from "./lib/bench-memory";
import { nextEnv } from "./lib/build-freshness.mjs";
import { freePort, ROOT } from "./lib/prod-server";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server/heap.mjs";

const { values: args } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: ROOT },
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    "think-ms": { type: "string", default: "250" },
    carts: { type: "string", default: "50" },
    "before-env": { type: "string", default: "" },
    "after-env": { type: "string", default: "" },
    "before-flags": { type: "string" },
    "after-flags": { type: "string" },
  },
});
if (!args.before) throw new Error("--before <dir>: a built checkout of the code to compare with");
const ROUNDS = Number(args.rounds);
const DURATION_S = Number(args.duration);
const THINK_MS = Number(args["think-ms"]);
const CARTS = Number(args.carts);
const CATALOGUE = path.join(ROOT, ".data/bench");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

type Server = { name: string; origin: string; child: ChildProcess; log: string[] };

/** `K=V,K=V` as an object. */
const settings = (list: string) =>
  Object.fromEntries(
    list
      .split(",")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );

async function start(name: "before" | "after", root: string): Promise<Server> {
  const dataDir = path.join(ROOT, `.data/bench-ab-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(CATALOGUE, dataDir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...nextEnv({ ...process.env, PGLITE_DIR: dataDir }),
    ...SERVER_ENV,
    GUEST_WRITES_PER_MINUTE: "100000",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...settings(args[`${name}-env`]!),
  };
  const flags = args[`${name}-flags`]?.split(" ").filter(Boolean) ?? SERVER_NODE_FLAGS;
  delete env.DATABASE_URL;
  // A checkout from before the server had its own folder keeps it under scripts/.
  const serve = ["server/serve.mjs", "scripts/serve.mjs"]
    .map((file) => path.join(root, file))
    .find((file) => existsSync(file))!;
  const child = spawn(process.execPath, [...flags, serve], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  });
  const log: string[] = [];
  let rest = "";
  child.stdout!.on("data", (data: Buffer) => {
    const lines = (rest + data.toString()).split("\n");
    rest = lines.pop()!;
    log.push(...lines.filter((line) => line.includes('"/api/cart/')));
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 600) throw new Error(`${name} did not start`);
    const status = await fetch(`${origin}/en-sa`).then(
      (r) => r.arrayBuffer().then(() => r.status),
      () => 0,
    );
    if (status === 200) break;
    await sleep(200);
  }
  // Search indexes are built in the background at start: wait for them before measuring.
  for (const locale of ["en-sa", "ar-sa"])
    await (await fetch(`${origin}/${locale}/product-listing-page?q=ring`)).arrayBuffer();
  console.log(
    `[ab] ${name}: ${root} on ${origin} (node ${flags.join(" ")}; ${args[`${name}-env`] || "no extra settings"})`,
  );
  return { name, origin, child, log };
}

/** The server's own p99 for the cart changes it logged since `from` (ISO time). */
function serverP99(server: Server, from: string): number {
  const ms = server.log.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { time: string; route: string; ms: number };
      return entry.time >= from && /addProduct|updateProduct/.test(entry.route) ? [entry.ms] : [];
    } catch {
      return [];
    }
  });
  return percentile(ms, 99);
}

const servers = [await start("before", path.resolve(args.before)), await start("after", path.resolve(args.after))];
try {
  for (const server of servers) await benchCart(server.origin, { carts: CARTS, durationS: 5, thinkMs: THINK_MS });
  const rows: Record<string, { add: CartBenchResult; set: CartBenchResult; serverP99: number; rssMb: number }[]> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const server of servers) {
      const from = new Date().toISOString();
      const [add, set] = await benchCart(server.origin, { carts: CARTS, durationS: DURATION_S, thinkMs: THINK_MS });
      const row = {
        add: add!,
        set: set!,
        serverP99: serverP99(server, from),
        rssMb: serverMemory(server.child.pid!).rssServerMb,
      };
      (rows[server.name] ??= []).push(row);
      console.log(
        `round ${round} ${server.name.padEnd(6)}  add p50 ${row.add.p50Ms} p99 ${row.add.p99Ms} | quantity p50 ${row.set.p50Ms} p99 ${row.set.p99Ms} | server p99 ${row.serverP99} ms | ${Math.round(row.add.rps + row.set.rps)} req/s | RSS ${row.rssMb} MB`,
      );
    }
  }
  const capacity: Record<string, number> = {};
  for (const server of servers) {
    const [add, set] = await benchCart(server.origin, { carts: CARTS, durationS: DURATION_S, thinkMs: 0 });
    capacity[server.name] = Math.round(add!.rps + set!.rps);
  }
  console.log(
    `\n${CARTS} carts, ${THINK_MS} ms between a shopper's clicks, ${ROUNDS} rounds of ${DURATION_S} s interleaved; medians`,
  );
  for (const [name, list] of Object.entries(rows)) {
    const m = (pick: (row: (typeof list)[number]) => number) => median(list.map(pick));
    console.log(
      `${name.padEnd(6)}  add p50 ${m((r) => r.add.p50Ms)} p99 ${m((r) => r.add.p99Ms)} ms | quantity p50 ${m((r) => r.set.p50Ms)} p99 ${m((r) => r.set.p99Ms)} ms | server p99 ${m((r) => r.serverP99)} ms | RSS ${m((r) => r.rssMb)} MB | capacity (no pause) ${capacity[name]} req/s`,
    );
  }
} finally {
  for (const server of servers) {
    try {
      process.kill(-server.child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await sleep(1500);
}
