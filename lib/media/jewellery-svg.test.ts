import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GEMS, METAL_RAMPS } from "./jewellery/paint";
import { drawJewellerySvg } from "./jewellery-svg";
import {
  JEWELLERY_KINDS,
  JEWELLERY_STONES,
  JEWELLERY_TONES,
  JEWELLERY_VARIATIONS,
  JEWELLERY_VIEWS,
  jewelleryImagePath,
  parseJewelleryKey,
  type JewellerySpec,
} from "./jewellery-url";

/** Tags open and close in order, attributes are quoted: the XML a renderer can read. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, attrs, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    if (/=\s*[^"\s]/.test(attrs!.replace(/="[^"]*"/g, ""))) return false;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name!);
  }
  return stack.length === 0 && !/NaN|undefined|Infinity/.test(svg);
}

async function meanColour(svg: string): Promise<{ r: number; g: number; b: number }> {
  const { channels } = await sharp(Buffer.from(svg)).stats();
  return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
}

const spec = (over: Partial<JewellerySpec>): JewellerySpec => ({
  kind: "ring",
  tone: "yellow",
  stone: "diamond",
  view: 0,
  variation: 0,
  ...over,
});

describe("drawJewellerySvg", () => {
  it("draws well-formed SVG for every kind, view and variation", () => {
    for (const kind of JEWELLERY_KINDS) {
      for (let view = 0; view < JEWELLERY_VIEWS; view++) {
        for (let variation = 0; variation < JEWELLERY_VARIATIONS; variation++) {
          for (const stone of ["none", "pearl", "emerald"] as const) {
            const svg = drawJewellerySvg(spec({ kind, view, variation, stone, tone: "multicolored" }));
            expect(svg.startsWith("<svg "), `${kind} ${view}-${variation}`).toBe(true);
            expect(wellFormed(svg), `${kind} ${view}-${variation} ${stone}`).toBe(true);
          }
        }
      }
    }
  });

  it("renders every kind to a square image", async () => {
    for (const kind of JEWELLERY_KINDS) {
      const meta = await sharp(Buffer.from(drawJewellerySvg(spec({ kind, view: 2, variation: 5 }), 96)))
        .png()
        .toBuffer()
        .then((b) => sharp(b).metadata());
      expect([kind, meta.width, meta.height]).toEqual([kind, 96, 96]);
    }
  });

  it("is deterministic", () => {
    expect(drawJewellerySvg(spec({ kind: "bangle", variation: 2 }))).toBe(
      drawJewellerySvg(spec({ kind: "bangle", variation: 2 })),
    );
  });

  it("paints each metal tone with its own colours", async () => {
    const yellow = drawJewellerySvg(spec({ tone: "yellow", stone: "none" }), 64);
    const white = drawJewellerySvg(spec({ tone: "white", stone: "none" }), 64);
    expect(yellow).toContain(METAL_RAMPS.yellow.mid);
    expect(yellow).not.toContain(METAL_RAMPS.white.mid);
    expect(white).toContain(METAL_RAMPS.white.mid);
    const multi = drawJewellerySvg(spec({ tone: "multicolored" }));
    for (const m of ["yellow", "white", "rose"] as const) expect(multi).toContain(METAL_RAMPS[m].mid);
    // Gold is warmer than white gold: more red than blue on average.
    const y = await meanColour(yellow);
    const w = await meanColour(white);
    expect(y.r - y.b).toBeGreaterThan(w.r - w.b + 2);
  });

  it("colours stones by kind: emerald green, ruby red, sapphire blue", async () => {
    const tones = await Promise.all(
      (["emerald", "ruby", "sapphire"] as const).map(async (stone) => {
        const svg = drawJewellerySvg(spec({ kind: "tennis-bracelet", tone: "white", stone }), 64);
        expect(svg).toContain(GEMS[stone].core);
        return meanColour(svg);
      }),
    );
    const [emerald, ruby, sapphire] = tones as [
      { r: number; g: number; b: number },
      { r: number; g: number; b: number },
      { r: number; g: number; b: number },
    ];
    expect(emerald.g).toBeGreaterThan(ruby.g);
    expect(ruby.r).toBeGreaterThan(sapphire.r);
    expect(sapphire.b).toBeGreaterThan(ruby.b);
  });

  it("sets each view in its own scene", () => {
    const views = [0, 1, 2].map((view) => drawJewellerySvg(spec({ view })));
    expect(new Set(views).size).toBe(3);
  });
});

describe("jewellery image addresses", () => {
  it("round-trip between spec and path", () => {
    for (const kind of JEWELLERY_KINDS) {
      for (const tone of JEWELLERY_TONES) {
        for (const stone of JEWELLERY_STONES) {
          const s = spec({ kind, tone, stone, view: 2, variation: 10 });
          const path = jewelleryImagePath(s);
          const parsed = parseJewelleryKey(path.replace("/media/jewellery/", "").split("/"));
          expect(parsed).toEqual({ ok: true, value: { spec: s, format: "png", width: 1280 } });
        }
      }
    }
  });

  it("explains what is wrong with a bad address", () => {
    const bad = parseJewelleryKey(["ring", "blue", "diamond", "0-11.png"], "100");
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toContain("1");
      expect(bad.error).toMatch(/variation must be 0-10/);
      expect(bad.error).toMatch(/w must be one of 320, 640, 960, 1280/);
    }
  });
});
