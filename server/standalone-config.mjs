// A standalone build (`output: "standalone"`: .next/standalone, what the container runs) has no
// next.config.ts beside it. The build wrote the config it resolved into
// .next/required-server-files.json, and Next's own standalone server.js hands that to Next through
// __NEXT_PRIVATE_STANDALONE_CONFIG; without it Next would run on its defaults (no image settings,
// no cache handler). The production server does the same when it serves such a folder, so one
// start script serves both the repository's build and the standalone one (ADR 0029).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const CONFIG_FILES = ["next.config.ts", "next.config.mts", "next.config.js", "next.config.mjs", "next.config.cjs"];

/**
 * When `dir` is a standalone output (no next.config file, a build manifest with its config), puts
 * the build's config in `env.__NEXT_PRIVATE_STANDALONE_CONFIG` and returns true. A folder with a
 * next.config file keeps loading it at start, as `next start` does (the repository: npm start, the
 * e2e servers, the benchmarks); a config already given is left alone.
 */
export function applyStandaloneConfig(dir, env = process.env) {
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) return false;
  if (CONFIG_FILES.some((name) => existsSync(path.join(dir, name)))) return false;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
  } catch {
    return false; // no build here: Next's prepare() reports that itself
  }
  if (!manifest || typeof manifest.config !== "object" || manifest.config === null) return false;
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(manifest.config);
  return true;
}
