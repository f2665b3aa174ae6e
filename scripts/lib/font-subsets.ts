/**
 * The web fonts' subsets (ADR 0015, "Fonts"): which characters each face keeps, made from the
 * pinned @fontsource packages with harfbuzz's hb-subset (`subset-font`). `npm run fonts`
 * (scripts/subset-fonts.ts) writes them to lib/fonts/files/ and their names and unicode-ranges
 * into lib/fonts.ts and app/globals.css; scripts/lib/font-subsets.test.ts holds the committed
 * files, names and ranges to what this module makes.
 *
 * A face keeps its `always` characters and every character of the store's texts that it drew
 * before subsetting (the code points its source font has, within the face's former range), so
 * no text the store ships changes font. Glyphs that shaping reaches from the kept characters
 * (Arabic joining forms, ligatures, marks) stay: hb-subset follows GSUB. The variable font's
 * `wght` axis is kept whole: limiting it to 400-900 saved 5.7 KB, but harfbuzz rounds the instanced
 * deltas (outlines moved up to 0.5 units, anti-aliasing differed in a screenshot).
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import subsetFont from "subset-font";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";

export const ROOT = path.resolve(import.meta.dirname, "../..");
/** Where the subsets are committed (the /fonts route reads them from there: lib/fonts.ts). */
export const OUTPUT_DIR = "lib/fonts/files";

export type SubsetFace = {
  /** The file's name before its content hash: /fonts/{stem}-{hash}.woff2. */
  stem: string;
  /** The source, in node_modules. */
  source: string;
  /** Kept whether the texts use them or not (those the source has). */
  always: string;
  /** The characters this face drew before subsetting ("all": it had no unicode-range). */
  drewBefore: "all" | string;
  /** Kept in the file but left out of its unicode-range (the browser draws them with another face). */
  unclaimed?: string;
};

/** Latin-1 letters of the Western European languages (accented names); the whole block costs 8 KB. */
const WESTERN_ACCENTS = "àáâãäçèéêëìíîïñòóôõöùúûüÿßÀÁÂÃÄÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜ";

export const FACES: readonly SubsetFace[] = [
  {
    stem: "noto-sans-latin-wght",
    source: "@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2",
    // Printable ASCII, the no-break space (Intl's prices), typographic punctuation, the minus sign
    // (an open facet's sign, drawn from globals.css, which the texts' scan does not read), Western accents.
    always: `U+0020-007E, U+00A0, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2212, ${rangesOf(WESTERN_ACCENTS)}`,
    drewBefore: "all",
  },
  ...([400, 600] as const).map((weight) => ({
    stem: `noto-sans-arabic-${weight}`,
    source: `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    // The Arabic block's letters, digits, punctuation and harakat, and the joiners; not its
    // Quranic signs (U+0610-061A, U+06D6-06ED) or prepended number signs (U+0600-0605), 5 KB a weight.
    always: "U+0606-060F, U+061B-06D5, U+06EE-06FF, U+200C-200E",
    drewBefore: arabicRangeBefore(),
    // The spaces between Arabic words are drawn with the Latin face, as before; the glyphs stay
    // for a browser that would ask this face anyway.
    unclaimed: "U+0020, U+00A0",
  })),
];

/** The Arabic face's former range: fontsource's "arabic" subset. */
function arabicRangeBefore(): string {
  const json = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/@fontsource/noto-sans-arabic/unicode.json"), "utf8"),
  ) as Record<string, string>;
  return json.arabic!;
}

// ---------------------------------------------------------------------------------------------
// unicode-range strings

export function parseRanges(ranges: string): Set<number> {
  const out = new Set<number>();
  for (const part of ranges
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range: ${part}`);
    const start = parseInt(match[1]!, 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let cp = start; cp <= end; cp++) out.add(cp);
  }
  return out;
}

export function formatRanges(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(", ");
}

function rangesOf(text: string): string {
  return formatRanges([...text].map((c) => c.codePointAt(0)!));
}

// ---------------------------------------------------------------------------------------------
// The store's texts

/** Every JSON string value of a file. */
function jsonStrings(file: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(file, "utf8")));
  return out;
}

/** The string literals, template texts and JSX texts of a source file (not its comments). */
function sourceStrings(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
    .sort();
}

const TEST_CODE = /\.test\.tsx?$|test-support\.ts$|test-fixtures\.ts$|^test-[^/]*\.ts$/;

/**
 * The texts the store shows: the translation files (locales/), the embedded CMS's entries
 * (content/), and the strings of the app's code, the seed catalogue (lib/db/seed: names,
 * descriptions, locations, profiles) among them. Tests are left out.
 */
export function storeTexts(): string[] {
  const json = [
    ...filesUnder("locales", (n) => n.endsWith(".json")),
    ...filesUnder("content", (n) => n.endsWith(".json")),
  ];
  const code = ["app", "components", "features", "lib"].flatMap((dir) =>
    filesUnder(dir, (n) => /\.tsx?$/.test(n) && !n.endsWith(".d.ts") && !TEST_CODE.test(n)),
  );
  return [...json.flatMap(jsonStrings), ...code.flatMap(sourceStrings)];
}

/** The distinct code points of the texts, but for control characters (a code's "\0" or "\n"). */
export function textCodePoints(texts: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp >= 0x20 && (cp < 0x7f || cp > 0x9f)) out.add(cp);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fonts

/**
 * The code points a font file maps (WOFF2, WOFF or TrueType). Await one before the next: the WOFF2
 * decoder hands back a view of its WebAssembly memory, which a second decoding overwrites.
 */
export async function cmapOf(font: Uint8Array): Promise<Set<number>> {
  const sfnt = await fontverter.convert(Buffer.from(font), "truetype");
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

export function readSource(face: SubsetFace): Buffer {
  return readFileSync(path.join(ROOT, "node_modules", face.source));
}

/** What a face keeps: its `always` and the texts' characters it drew, that its source has. */
export function keptCodePoints(face: SubsetFace, sourceCmap: Set<number>, texts: Set<number>): Set<number> {
  const drew = face.drewBefore === "all" ? null : parseRanges(face.drewBefore);
  const wanted = new Set(parseRanges(face.always));
  for (const cp of texts) if (!drew || drew.has(cp)) wanted.add(cp);
  return new Set([...wanted].filter((cp) => sourceCmap.has(cp)));
}

export type Subset = { face: SubsetFace; file: string; bytes: Buffer; sourceBytes: number; unicodeRange: string };

/** One face's subset as WOFF2, its content-hashed file name and its unicode-range. */
export async function makeSubset(face: SubsetFace, texts: Set<number>): Promise<Subset> {
  const source = readSource(face);
  const sourceCmap = await cmapOf(source);
  const claimed = keptCodePoints(face, sourceCmap, texts);
  const unclaimed = [...parseRanges(face.unclaimed ?? "")].filter((cp) => sourceCmap.has(cp) && !claimed.has(cp));
  const text = String.fromCodePoint(...claimed, ...unclaimed);
  const bytes = await subsetFont(source, text, { targetFormat: "woff2" });
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return {
    face,
    file: `${face.stem}-${hash}.woff2`,
    bytes,
    sourceBytes: source.length,
    unicodeRange: formatRanges(claimed),
  };
}

export async function makeSubsets(): Promise<Subset[]> {
  const texts = textCodePoints(storeTexts());
  const out: Subset[] = [];
  // One at a time: subset-font runs one harfbuzz instance.
  for (const face of FACES) out.push(await makeSubset(face, texts));
  return out;
}

// ---------------------------------------------------------------------------------------------
// The files that name the subsets

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The @font-face rules of a stylesheet: the file each asks for and its unicode-range. */
export function fontFaces(css: string): { file: string; unicodeRange: string | undefined }[] {
  return [...css.matchAll(FONT_FACE)].map(([rule]) => ({
    file: /url\("\/fonts\/([^"]+)"\)/.exec(rule)?.[1] ?? "",
    unicodeRange: /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.trim(),
  }));
}

/** globals.css with each subset's file name and unicode-range in the @font-face that names its stem. */
export function withSubsetsInCss(css: string, subsets: readonly Subset[]): string {
  return css.replace(FONT_FACE, (rule) => {
    const subset = subsets.find((s) =>
      new RegExp(`url\\("/fonts/${s.face.stem}(-[0-9a-f]{8})?\\.woff2"\\)`).test(rule),
    );
    if (!subset) return rule;
    const named = rule.replace(/url\("\/fonts\/[^"]+"\)/, `url("/fonts/${subset.file}")`);
    const range = `unicode-range: ${subset.unicodeRange};`;
    if (/unicode-range:[^;]+;/.test(named)) return named.replace(/unicode-range:[^;]+;/, range);
    return named.replace(/(\n\s*)font-display:[^;]+;/, (display, indent: string) => `${display}${indent}${range}`);
  });
}

/** lib/fonts.ts with the subsets' file names in FONT_FILES. */
export function withSubsetsInFontList(source: string, subsets: readonly Subset[]): string {
  const list = subsets.map((s) => `  "${s.file}",\n`).join("");
  const replaced = source.replace(/(export const FONT_FILES = \[\n)[^\]]*(\] as const;)/, `$1${list}$2`);
  if (replaced === source && !source.includes(list))
    throw new Error("lib/fonts.ts: no `export const FONT_FILES = [ ... ] as const;` list found");
  return replaced;
}
