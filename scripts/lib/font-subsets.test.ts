import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import fontverter from "fontverter";
import { Blob, Buffer as HbBuffer, Face, Font, Variation, shape } from "harfbuzzjs";
import { FONT_DIR, FONT_FILES } from "@/lib/fonts";
import {
  FACES,
  OUTPUT_DIR,
  ROOT,
  type Subset,
  type SubsetFace,
  cmapOf,
  fontFaces,
  formatRanges,
  makeSubsets,
  parseRanges,
  readSource,
  storeTexts,
  textCodePoints,
} from "./font-subsets";

const CSS = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
const RUN = "run `npm run fonts` and commit lib/fonts/files, lib/fonts.ts and app/globals.css";

/** A face as the pages use it: the committed file and the range globals.css gives it. */
type Served = {
  face: SubsetFace;
  file: string;
  bytes: Buffer;
  range: Set<number>;
  cmap: Set<number>;
  sourceCmap: Set<number>;
};

/** The stretches of a text whose characters `draws` (a browser shapes each with one face). */
function runsOf(text: string, draws: (cp: number) => boolean): string[] {
  const runs: string[] = [];
  let run = "";
  for (const ch of text) {
    if (draws(ch.codePointAt(0)!)) run += ch;
    else if (run) {
      runs.push(run);
      run = "";
    }
  }
  if (run) runs.push(run);
  return runs;
}

let texts: string[];
let served: Served[];

beforeAll(async () => {
  texts = storeTexts();
  served = [];
  for (const face of FACES) {
    const rule = fontFaces(CSS).find((f) => f.file.startsWith(`${face.stem}-`));
    expect(rule, `app/globals.css has no @font-face for ${face.stem}: ${RUN}`).toBeDefined();
    const bytes = readFileSync(path.join(ROOT, FONT_DIR, rule!.file));
    served.push({
      face,
      file: rule!.file,
      bytes,
      range: parseRanges(rule!.unicodeRange ?? ""),
      cmap: await cmapOf(bytes),
      sourceCmap: await cmapOf(readSource(face)),
    });
  }
});

describe("the web fonts' subsets (npm run fonts)", () => {
  it("read the store's texts: translations, CMS entries, the seed catalogue and the code's strings", () => {
    const chars = textCodePoints(texts);
    // A translation, a CMS entry, a seed collection, a seed store location and a code literal (the listing's "×").
    for (const sample of ["Fine jewellery online", "Light that stays with you", "Tides", "الرياض", "×"])
      expect(
        texts.some((t) => t.includes(sample)),
        sample,
      ).toBe(true);
    expect(chars.has(0x0a)).toBe(false);
  });

  it("give each face a unicode-range that is exactly what its file maps (the Arabic files also keep the spaces)", () => {
    for (const { face, file, range, cmap } of served) {
      expect(range.size, file).toBeGreaterThan(0);
      expect(formatRanges([...range].filter((cp) => !cmap.has(cp))), `${file} claims characters it lacks`).toBe("");
      const unclaimed = parseRanges(face.unclaimed ?? "");
      expect(
        formatRanges([...cmap].filter((cp) => !range.has(cp) && !unclaimed.has(cp))),
        `${file} maps characters its range does not claim`,
      ).toBe("");
    }
  });

  it("draw every character of the store's texts with the face that drew it before subsetting", () => {
    const latin = served.find((s) => s.face.drewBefore === "all")!;
    const formerRanges = new Map(
      served.map((s) => [s, s.face.drewBefore === "all" ? null : parseRanges(s.face.drewBefore)]),
    );
    const drewBefore = (s: Served, cp: number) => s.sourceCmap.has(cp) && (formerRanges.get(s)?.has(cp) ?? true);
    const drawsNow = (s: Served, cp: number) => s.range.has(cp) && s.cmap.has(cp);
    // Left-to-right pages: the Latin face; right-to-left ones: an Arabic weight, then the Latin face.
    const stacks = [[latin], ...served.filter((s) => s !== latin).map((arabic) => [arabic, latin])];
    const changed: string[] = [];
    for (const cp of textCodePoints(texts)) {
      for (const stack of stacks) {
        const before = stack.find((s) => drewBefore(s, cp))?.face.stem ?? "system font";
        const now = stack.find((s) => drawsNow(s, cp))?.face.stem ?? "system font";
        if (before !== now)
          changed.push(
            `U+${cp.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(cp)}: ${before} -> ${now}`,
          );
      }
    }
    expect([...new Set(changed)], RUN).toEqual([]);
  });

  it("shape the store's texts exactly as the source fonts do, at every weight the pages use", async () => {
    const load = async (bytes: Buffer) => new Font(new Face(new Blob(await fontverter.convert(bytes, "truetype"))));
    const outlines = new Map<string, string>();
    /** Glyph outlines and positions of a run, font-independent (glyph ids differ between the files). */
    const shaped = (font: Font, name: string, run: string, weight: number | undefined) => {
      font.setVariations(weight ? [Variation.fromString(`wght=${weight}`)!] : []);
      const buffer = new HbBuffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer
        .getGlyphInfos()
        .map((glyph, i) => {
          const key = `${name} ${weight} ${glyph.codepoint}`;
          if (!outlines.has(key)) outlines.set(key, font.glyphToPath(glyph.codepoint));
          return [
            outlines.get(key),
            glyph.cluster,
            positions[i]!.xAdvance,
            positions[i]!.xOffset,
            positions[i]!.yOffset,
          ].join(" ");
        })
        .join("\n");
    };
    for (const s of served) {
      // One after the other: the WOFF2 decoder hands back a view of its WebAssembly memory, which
      // the next decoding overwrites.
      const source = await load(readSource(s.face));
      const subset = await load(s.bytes);
      // The runs a browser gives this face: the longest stretches of characters it draws.
      const runs = new Set(texts.flatMap((text) => runsOf(text, (cp) => s.range.has(cp))));
      // font-normal, -medium, -semibold; bold (th, strong) and bolder in a semibold heading. The
      // Arabic files are static weights.
      const weights = s.face.drewBefore === "all" ? [400, 500, 600, 700, 900] : [undefined];
      const different: string[] = [];
      for (const run of runs)
        for (const weight of weights)
          if (shaped(source, `source ${s.file}`, run, weight) !== shaped(subset, s.file, run, weight))
            different.push(`${weight ?? ""} ${run}`);
      expect(runs.size, s.file).toBeGreaterThan(50);
      expect(different.slice(0, 5), `${s.file}: ${different.length} runs shape differently`).toEqual([]);
    }
  });

  describe("are what `npm run fonts` makes", () => {
    let made: Subset[];
    beforeAll(async () => {
      made = await makeSubsets();
    });

    it("byte for byte, under the names lib/fonts.ts serves and app/globals.css asks for", () => {
      expect(
        made.map((s) => s.file),
        RUN,
      ).toEqual([...FONT_FILES]);
      for (const subset of made) {
        const committed = served.find((s) => s.face === subset.face)!;
        expect(committed.file, RUN).toBe(subset.file);
        expect(Buffer.compare(committed.bytes, subset.bytes), `${subset.file}: ${RUN}`).toBe(0);
        expect(formatRanges(committed.range), `${subset.file}'s unicode-range: ${RUN}`).toBe(subset.unicodeRange);
        // Smaller than the font it was cut from.
        expect(subset.bytes.length).toBeLessThan(subset.sourceBytes * 0.75);
      }
    });

    it("and nothing else lies in lib/fonts/files", () => {
      expect(readdirSync(path.join(ROOT, OUTPUT_DIR)).sort()).toEqual(made.map((s) => s.file).sort());
    });
  });
});
