// The production server's V8 heap limit (issue 28, memory). Under load V8 grows the old generation
// far past what is alive and keeps it: at 50 connections a 10k-product store held ~130 MB of live
// objects in ~1.1 GB of resident memory, freed pages kept for reuse and returned only once the
// process idles. An old-generation limit makes V8 collect instead of growing (RSS after the bench's
// load ~1094 -> ~600 MB, pages' throughput unchanged within the noise). Only a V8 flag sets it, and
// only when the process starts, so the server re-executes itself with it (process.execve: same
// process id, so SIGTERM still reaches it, ADR 0027). A limit the operator already gave (NODE_OPTIONS
// or the command line) is kept as it is.
//
// Not set: a smaller young generation (--max-semi-space-size=16 instead of V8's 64 MB here). It saved
// another ~35-70 MB but made the cheapest requests (/robots.txt, the bench's baseline) ~10% slower
// while pages did not change, so it would have flattered every ratio to the baseline.
import { integer } from "./settings.mjs";

/** SERVER_HEAP_MB's default: the old generation's limit, MB (live objects ~130 MB at 10k products). */
export const DEFAULT_HEAP_MB = 320;

/** The V8 flags this server should start with and was not given (empty when they are set). */
export function missingHeapFlags(env = process.env, execArgv = process.execArgv) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].map((flag) => flag.replaceAll("_", "-"));
  const has = (name) => given.some((flag) => flag === name || flag.startsWith(`${name}=`));
  const flags = [];
  if (!has("--max-old-space-size") && !has("--max-old-space-size-percentage")) {
    flags.push(`--max-old-space-size=${integer(env, "SERVER_HEAP_MB", DEFAULT_HEAP_MB, 128, 1_048_576)}`);
  }
  return flags;
}

/**
 * Re-executes this process with the missing heap flag, before anything else runs (a no-op when it
 * is set, so the second start goes on). Node's execve replaces the program in place.
 */
export function applyHeapFlags() {
  const flags = missingHeapFlags();
  if (flags.length === 0 || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
