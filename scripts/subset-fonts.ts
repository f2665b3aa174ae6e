/**
 * `npm run fonts`: remakes the web fonts' subsets (ADR 0015, "Fonts") from the pinned @fontsource
 * packages and the store's texts (scripts/lib/font-subsets.ts), writes them to lib/fonts/files/,
 * and their names and unicode-ranges into lib/fonts.ts and app/globals.css. The same inputs give
 * the same bytes, hence the same names; a changed subset gets a new name, so browsers that cached
 * the previous one (the route lets them keep a file for a year) ask for the new file.
 *
 * Run it after a translation, CMS entry or seed text brings a character the fonts lack
 * (scripts/lib/font-subsets.test.ts fails then) or after updating a @fontsource package.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FACES, OUTPUT_DIR, ROOT, makeSubsets, withSubsetsInCss, withSubsetsInFontList } from "./lib/font-subsets";

const CSS = path.join(ROOT, "app/globals.css");
const FONT_LIST = path.join(ROOT, "lib/fonts.ts");

const subsets = await makeSubsets();

const dir = path.join(ROOT, OUTPUT_DIR);
mkdirSync(dir, { recursive: true });
const current = new Set(subsets.map((s) => s.file));
for (const name of readdirSync(dir)) {
  if (name.endsWith(".woff2") && !current.has(name) && FACES.some((f) => name.startsWith(`${f.stem}-`)))
    rmSync(path.join(dir, name));
}
for (const subset of subsets) writeFileSync(path.join(dir, subset.file), subset.bytes);

writeFileSync(CSS, withSubsetsInCss(readFileSync(CSS, "utf8"), subsets));
writeFileSync(FONT_LIST, withSubsetsInFontList(readFileSync(FONT_LIST, "utf8"), subsets));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const s of subsets) {
  console.log(
    `${s.face.source}\n  -> ${OUTPUT_DIR}/${s.file}: ${kb(s.sourceBytes)} -> ${kb(s.bytes.length)} (${s.sourceBytes} -> ${s.bytes.length} bytes, -${Math.round(100 - (100 * s.bytes.length) / s.sourceBytes)}%)\n  unicode-range: ${s.unicodeRange}`,
  );
}
const before = subsets.reduce((n, s) => n + s.sourceBytes, 0);
const after = subsets.reduce((n, s) => n + s.bytes.length, 0);
console.log(`total: ${kb(before)} -> ${kb(after)}; updated app/globals.css and lib/fonts.ts`);
