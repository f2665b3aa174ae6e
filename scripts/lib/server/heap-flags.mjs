// The production server's V8 heap limits (issue 28, memory). Under load V8 grows the heap far past
// what is alive and keeps it: at 50 connections a 10k-product store held ~130 MB of live objects in
// ~1 GB of resident memory, most of it the young generation at its 3 x 64 MB ceiling and freed old
// pages kept for reuse (they are returned only when the process idles). Limits bound that: a 16 MB
// semi-space (V8's own choice on smaller machines) and an old generation limit V8 collects
// against instead of growing. Only V8 flags can set them, and only when the process starts, so the
// server re-executes itself with them (process.execve: same process id, so SIGTERM still reaches it,
// ADR 0027). Flags the operator already gave (NODE_OPTIONS or the command line) are kept as they are.
import { integer } from "./settings.mjs";

/** The young generation's semi-space, MB: measured no slower than V8's 64 MB at 50 connections. */
export const SEMI_SPACE_MB = 16;
/** SERVER_HEAP_MB's default: the old generation's limit, MB (live objects ~130 MB at 10k products). */
export const DEFAULT_HEAP_MB = 320;

/** The V8 flags this server should start with and was not given (empty when all are set). */
export function missingHeapFlags(env = process.env, execArgv = process.execArgv) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].map((flag) => flag.replaceAll("_", "-"));
  const has = (name) => given.some((flag) => flag === name || flag.startsWith(`${name}=`));
  const flags = [];
  if (!has("--max-semi-space-size")) flags.push(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  if (!has("--max-old-space-size") && !has("--max-old-space-size-percentage")) {
    flags.push(`--max-old-space-size=${integer(env, "SERVER_HEAP_MB", DEFAULT_HEAP_MB, 128, 1_048_576)}`);
  }
  return flags;
}

/**
 * Re-executes this process with the missing heap flags, before anything else runs (a no-op when
 * they are set, so the second start goes on). Node's execve replaces the program in place.
 */
export function applyHeapFlags() {
  const flags = missingHeapFlags();
  if (flags.length === 0 || typeof process.execve !== "function") return;
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
