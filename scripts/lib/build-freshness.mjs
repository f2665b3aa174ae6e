// Decides whether `.next` is older than the sources it was built from, and builds when it is.
// Shared by start.mjs, e2e-server.mjs, bench.ts and lighthouse.ts; they serve the build with
// server/serve.mjs (server/main.mjs).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { addCompileHints } from "../compile-hints.mjs";

/** Folders and files whose change can change the build output. */
export const BUILD_INPUTS = [
  "app",
  "components",
  "features",
  "lib",
  "locales",
  "content",
  "public",
  "next.config.ts",
  "proxy.ts",
  "package.json",
  "tsconfig.json",
  "postcss.config.mjs",
  "scripts/lib/tailwind-string-loader.cjs",
  "scripts/compile-hints.mjs",
];
// Root files Next picks up by name (instrumentation.ts, instrumentation-client.ts, ...).
const ROOT_INPUT = /^instrumentation.*\.tsx?$/;

// Tests never reach the bundle, so editing one must not force a rebuild.
const IGNORED = /(^|\/)(node_modules|\.next|\.data)(\/|$)|\.test\.tsx?$/;

function newestMtime(entry, stopAbove) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up as a newer directory mtime
  for (const dirent of readdirSync(entry, { withFileTypes: true })) {
    const child = path.join(entry, dirent.name);
    if (IGNORED.test(child)) continue;
    newest = Math.max(newest, newestMtime(child, stopAbove));
    if (newest > stopAbove) return newest; // one newer file is enough
  }
  return newest;
}

/**
 * Returns why a build is needed ("no build yet", "app/page.tsx is newer" ...) or null when
 * `.next/BUILD_ID` is newer than every input.
 */
export function buildStaleReason(root = process.cwd()) {
  let built;
  try {
    built = statSync(path.join(root, ".next", "BUILD_ID")).mtimeMs;
  } catch {
    return "no build yet (.next/BUILD_ID missing)";
  }
  const rootInputs = readdirSync(root).filter((name) => ROOT_INPUT.test(name));
  for (const input of [...BUILD_INPUTS, ...rootInputs]) {
    if (newestMtime(path.join(root, input), built) > built) return `${input} changed since the last build`;
  }
  return null;
}

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(" ")} ${signal ? `was killed by ${signal}` : `exited with ${code}`}`));
    });
  });
}

/** Builds with `npx next build` (then marks the browser chunks, scripts/compile-hints.mjs) when the build is missing or stale. */
export async function buildIfNeeded({
  root = process.cwd(),
  log = console.log,
  env = process.env,
  stdio = "inherit",
} = {}) {
  const reason = buildStaleReason(root);
  if (!reason) {
    log("build is up to date, skipping next build");
    return false;
  }
  log(`building: ${reason}`);
  const started = Date.now();
  await run("npx", ["next", "build"], { cwd: root, env: nextEnv(env), stdio });
  await addCompileHints(path.join(root, ".next"));
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Seeds the database given by env (PGLITE_DIR / DATABASE_URL); the seed skips itself when done. */
export async function seed({
  root = process.cwd(),
  env = process.env,
  args = [],
  log = console.log,
  stdio = "inherit",
} = {}) {
  const dir = env.PGLITE_DIR || ".data/pglite";
  log(`seeding ${env.DATABASE_URL ? "the PostgreSQL database" : dir} (skipped when already seeded)`);
  // PGlite creates its directory but not the parents (.data/ on a fresh clone).
  if (!env.DATABASE_URL && !dir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(root, dir)), { recursive: true });
  await run("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts", ...args], { cwd: root, env, stdio });
}

/** The environment every script gives Next: no telemetry calls from a machine without internet. */
export function nextEnv(env = process.env) {
  return { NEXT_TELEMETRY_DISABLED: "1", ...env };
}
