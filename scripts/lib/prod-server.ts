// Starts the production server for a measuring script (bench, lighthouse): its own PGlite
// directory, seeded and built when needed, served by the production server (server/serve.mjs) on a
// free loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { buildIfNeeded, nextEnv, seed } from "./build-freshness.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../server/heap.mjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const REPORTS = path.join(ROOT, ".reports");

export type ProdServer = {
  origin: string;
  /** The server's process (server/serve.mjs: one process, no npx in between). */
  pid: number;
  /** Milliseconds from spawn to the first 200 of the ready path. */
  coldStartMs: number;
  logFile: string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function status(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Seeds `pgliteDir` and builds when needed (untimed), then times the server's start to its first 200. */
export async function startProdServer(options: {
  name: string;
  pgliteDir: string;
  seedArgs?: string[];
  readyPath?: string;
  readyTimeoutMs?: number;
  /** Settings for the server only (not the seed or the build). */
  serverEnv?: Record<string, string>;
  log: (message: string) => void;
}): Promise<ProdServer> {
  const {
    name,
    pgliteDir,
    seedArgs = [],
    readyPath = "/en-sa",
    readyTimeoutMs = 120_000,
    serverEnv = {},
    log,
  } = options;
  // Figures are for the embedded store in its own directory, whatever the shell has set.
  const env = nextEnv({ ...process.env, PGLITE_DIR: pgliteDir });
  delete env.DATABASE_URL;

  await seed({ root: ROOT, env, args: seedArgs, log });
  await buildIfNeeded({ root: ROOT, log });

  mkdirSync(REPORTS, { recursive: true });
  const logFile = path.join(REPORTS, `${name}-server.log`);
  const out = openSync(logFile, "w");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  log(`starting server/serve.mjs on ${origin} (PGLITE_DIR=${pgliteDir}, log ${path.relative(ROOT, logFile)})`);

  // BENCH_CPU_PROF_DIR=dir writes the server's CPU profile there when it stops (`--cpu-prof` is not
  // allowed in NODE_OPTIONS): where a benchmark's time goes, read with any .cpuprofile viewer.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const started = performance.now();
  // Own process group, so stop() reaches every process under it and nothing else.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, path.join(ROOT, "server/serve.mjs")], {
    cwd: ROOT,
    env: { ...env, ...serverEnv, ...SERVER_ENV, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", out, out],
    detached: true,
  });
  closeSync(out);
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not spawn server/serve.mjs");

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited(child), sleep(5_000)]);
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  };

  const deadline = started + readyTimeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    if ((await status(origin + readyPath)) === 200) {
      return { origin, pid, coldStartMs: performance.now() - started, logFile, stop };
    }
    await sleep(50);
  }
  await stop();
  const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(
    `server did not answer 200 on ${readyPath} within ${readyTimeoutMs / 1000} s; last lines of its log:\n${tail}`,
  );
}
