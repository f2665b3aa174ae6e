import type { JewelleryStone, JewelleryTone } from "../jewellery-url";

/**
 * Colours and SVG paint servers of the drawings: metal gradients that read as polished
 * metal (dark rim, bright band, white glint), stone colours, shadows. Every paint a piece
 * uses is declared once in <defs> and referred to by id.
 */
export type Metal = "yellow" | "white" | "rose" | "silver";

type Ramp = { deep: string; dark: string; mid: string; light: string; shine: string };

export const METAL_RAMPS: Record<Metal, Ramp> = {
  yellow: { deep: "#6b4a0f", dark: "#a8781f", mid: "#d6a93f", light: "#f4d77c", shine: "#fff7d6" },
  white: { deep: "#5d646c", dark: "#8f979f", mid: "#c3c9cf", light: "#e9edf1", shine: "#ffffff" },
  rose: { deep: "#6e3a2c", dark: "#a9634e", mid: "#d3927a", light: "#f3c4ae", shine: "#fff0e8" },
  silver: { deep: "#4f5760", dark: "#848d97", mid: "#b7c0c9", light: "#e1e7ee", shine: "#fbfdff" },
};

/** The metals of a piece's parts: a multicoloured piece alternates yellow, white and rose. */
export function metalsOf(tone: JewelleryTone): [Metal, Metal, Metal] {
  if (tone === "multicolored") return ["yellow", "white", "rose"];
  return [tone, tone, tone];
}

type Gem = { core: string; light: string; dark: string; edge: string };

export const GEMS: Record<Exclude<JewelleryStone, "none" | "pearl">, Gem> = {
  diamond: { core: "#f4f9ff", light: "#ffffff", dark: "#9fb6cf", edge: "#7f95ad" },
  emerald: { core: "#1f9d5c", light: "#7ff0b0", dark: "#064a27", edge: "#04341b" },
  ruby: { core: "#c8173a", light: "#ff8aa0", dark: "#5e0616", edge: "#420410" },
  sapphire: { core: "#2450c8", light: "#8fb0ff", dark: "#0a1f66", edge: "#07164a" },
};

/** Paint references; the matching gradients come from `paintDefs`. */
export const paint = {
  /** Diagonal polish, for most surfaces. */
  metal: (m: Metal) => `url(#md-${m})`,
  /** Across a cylinder (bangle walls, chains seen side-on). */
  across: (m: Metal) => `url(#mh-${m})`,
  /** Top to bottom (bars, rims). */
  down: (m: Metal) => `url(#mv-${m})`,
  /** A domed surface lit from the top left (coins, beads, studs). */
  dome: (m: Metal) => `url(#mr-${m})`,
  gem: (s: keyof typeof GEMS) => `url(#g-${s})`,
  pearl: "url(#pearl)",
};

function stops(list: [number, string, number?][]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}

function metalGradients(m: Metal): string {
  const r = METAL_RAMPS[m];
  const polish = stops([
    [0, r.dark],
    [0.18, r.mid],
    [0.36, r.light],
    [0.46, r.shine],
    [0.56, r.light],
    [0.74, r.mid],
    [0.9, r.dark],
    [1, r.deep],
  ]);
  const cylinder = stops([
    [0, r.deep],
    [0.12, r.dark],
    [0.3, r.light],
    [0.4, r.shine],
    [0.55, r.mid],
    [0.85, r.dark],
    [1, r.deep],
  ]);
  return [
    `<linearGradient id="md-${m}" x1="0" y1="0" x2="1" y2="1">${polish}</linearGradient>`,
    `<linearGradient id="mh-${m}" x1="0" y1="0" x2="1" y2="0">${cylinder}</linearGradient>`,
    `<linearGradient id="mv-${m}" x1="0" y1="0" x2="0" y2="1">${cylinder}</linearGradient>`,
    `<radialGradient id="mr-${m}" cx="0.38" cy="0.32" r="0.75">${stops([
      [0, r.shine],
      [0.25, r.light],
      [0.6, r.mid],
      [0.85, r.dark],
      [1, r.deep],
    ])}</radialGradient>`,
  ].join("");
}

function gemGradient(id: string, g: Gem): string {
  return `<radialGradient id="g-${id}" cx="0.42" cy="0.38" r="0.7">${stops([
    [0, g.light],
    [0.35, g.core],
    [0.8, g.dark],
    [1, g.edge],
  ])}</radialGradient>`;
}

/** Everything a drawing may refer to; unused gradients cost a few bytes and no rendering. */
export function paintDefs(metals: readonly Metal[], stone: JewelleryStone): string {
  const unique = [...new Set(metals)];
  const parts = unique.map(metalGradients);
  if (stone !== "none" && stone !== "pearl") parts.push(gemGradient(stone, GEMS[stone]));
  // Settings may mix a white accent into any stone (halo diamonds around a coloured centre).
  if (stone !== "diamond") parts.push(gemGradient("diamond", GEMS.diamond));
  parts.push(
    `<radialGradient id="pearl" cx="0.36" cy="0.32" r="0.78">${stops([
      [0, "#ffffff"],
      [0.3, "#fbf6ef"],
      [0.65, "#eadfd2"],
      [0.9, "#cdbfb2"],
      [1, "#b7a899"],
    ])}</radialGradient>`,
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">${stops([
      [0, "#ffffff", 1],
      [0.4, "#ffffff", 0.55],
      [1, "#ffffff", 0],
    ])}</radialGradient>`,
    `<filter id="shadow" x="-6%" y="-4%" width="112%" height="118%"><feDropShadow dx="0" dy="12" stdDeviation="10" flood-color="#3b2a1a" flood-opacity="0.28"/></filter>`,
    // Soft shadows are radial gradients: blur filters cost far more to render than they add.
    `<radialGradient id="ground" cx="0.5" cy="0.5" r="0.5">${stops([
      [0, "#3b2a1a", 0.3],
      [0.6, "#3b2a1a", 0.12],
      [1, "#3b2a1a", 0],
    ])}</radialGradient>`,
    `<radialGradient id="shade" cx="0.5" cy="0.5" r="0.5">${stops([
      [0, "#2f3a2a", 0.16],
      [1, "#2f3a2a", 0],
    ])}</radialGradient>`,
  );
  return parts.join("");
}

/** A number with at most one decimal: keeps the SVG short. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();
