// Marks every browser chunk of a build for eager compilation (V8's explicit compile hints, Chrome
// 136+): a `//# allFunctionsCalledOnLoad` first line. Chromium then compiles the chunk's functions on
// a background thread while the file streams in, instead of on the main thread when each module
// factory is first called. The start-up chunks are nearly all called at load (module factories,
// React, the router); on a 4x-throttled phone that compile was one 300-500 ms main-thread task, and
// with the hint the same start-up takes ~65 ms there (docs/log/measurements.md). Other browsers ignore the
// comment. Run after `next build` (package.json "build", scripts/lib/build-freshness.mjs); running
// it twice changes nothing.
//   node scripts/compile-hints.mjs [distDir=.next]
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to each .js file under {distDir}/static/chunks; returns how many it changed. */
export async function addCompileHints(distDir) {
  const dir = path.join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, "utf8");
    if (source.startsWith(HINT)) continue;
    await writeFile(file, HINT + source);
    changed++;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const distDir = path.resolve(process.argv[2] ?? ".next");
  const changed = await addCompileHints(distDir);
  console.log(
    `compile hints: ${changed} chunk(s) in ${path.relative(process.cwd(), distDir) || "."} marked for eager compilation`,
  );
}
