// How the production server's memory is sized (ADR 0027: its resident memory after the bench's load
// was ~1.2 GB, budget 600 MB). On a large host V8 sizes its heap for speed: a 4 GB limit on this
// 24 GB machine, which gives 64 MB semi-spaces (a 128 MB young generation, resident once a load has
// used it) and lets the old generation grow to up to four times what its last full collection left
// alive before it collects again (139 MB live had grown to a 424 MB old generation). glibc gives
// each thread that allocates its own malloc arena (up to 8 per core), and memory freed in one arena
// serves no other. Measured with the bench's pages and carts (docs/log/measurements.md):
// - 16 MB semi-spaces: RSS after the load 1179 -> 946 MB, throughput unchanged (8 MB: the carts'
//   p99 at a shopper's pace doubled, to 93-120 ms);
// - a 25% growth step: 946 -> ~600 MB, the cached pages ~5-10% slower, the carts' p99 unchanged;
// - two malloc arenas: ~35 MB less.
import v8 from "node:v8";

/**
 * Node flags every production launch of the server passes (package.json's start and serve, the
 * Dockerfile, compose.yaml, the measuring and cluster scripts): V8 fixes the young generation's
 * size when the process starts. heap.test.ts checks each launch site.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];

/** Environment of the same launches: glibc reads it when the process starts. */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/** The old generation grows by this share of what its last full collection left alive. */
export const HEAP_GROWING_PERCENT = 25;

/**
 * Sets V8's growth step at start-up (it is read at every collection, so this works from inside the
 * process), unless the process was started with its own `--heap-growing-percent`.
 */
export function applyHeapGrowth({ execArgv = process.execArgv, setFlags = v8.setFlagsFromString } = {}) {
  if (execArgv.some((flag) => flag.startsWith("--heap-growing-percent") || flag.startsWith("--heap_growing_percent")))
    return false;
  setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
