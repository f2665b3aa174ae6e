import { along, chain, cubic, lowest, rope, type Point } from "./chains";
import { teardrop } from "./earrings";
import { gemFace, setStone, type Gemstone } from "./gems";
import { bead, motif } from "./motifs";
import { METAL_RAMPS, n, paint, type Metal } from "./paint";
import type { Piece } from "./piece";

/** A necklace laid out as on a display: from the top corners down to a soft V. */
export function drape(depth: number, spread = 1): Point[] {
  const w = 330 * spread;
  return cubic(
    [500 - w, 110],
    [500 - w * 0.95, 110 + depth * 1.05],
    [500 + w * 0.95, 110 + depth * 1.05],
    [500 + w, 110],
    160,
  );
}

/** The loop a pendant hangs from. */
function bail(x: number, y: number, metal: Metal, size = 1): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(11 * size)}" ry="${n(20 * size)}" fill="none" stroke="${paint.across(metal)}" stroke-width="${n(8 * size)}"/>`;
}

/** The drop of a pendant, hung from its bail at (x, y). */
export function pendantDrop(x: number, y: number, p: Piece, scale = 1): string {
  const [main, , accent] = p.metals;
  const s = scale;
  const top = y + 18 * s;
  if (p.motif) return bail(x, y, accent, s) + motif(p.motif, x, top + 85 * s, 175 * s, main, p.stone);
  switch (p.look) {
    case 0: {
      const stone: Gemstone = p.stone ?? "diamond";
      return (
        bail(x, y, accent, s) +
        (p.stone
          ? setStone(x, top + 60 * s, 52 * s, stone, main)
          : `<circle cx="${n(x)}" cy="${n(top + 55 * s)}" r="${n(48 * s)}" fill="${paint.dome(main)}"/>`)
      );
    }
    case 1: {
      const cy = top + 78 * s;
      const halo = Array.from({ length: 14 }, (_, i) => {
        const a = (i * Math.PI * 2) / 14;
        return gemFace(
          x + 62 * s * Math.cos(a),
          cy + 62 * s * Math.sin(a),
          11 * s,
          p.stone === "pearl" ? "diamond" : "diamond",
          i % 4 === 0,
        );
      }).join("");
      return (
        bail(x, y, accent, s) +
        `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(76 * s)}" fill="${paint.metal(main)}"/>` +
        halo +
        (p.stone ? setStone(x, cy, 42 * s, p.stone, main) : "")
      );
    }
    case 2:
      return bail(x, y, accent, s) + teardrop(x, top, 120 * s, 230 * s, main, p.stone);
    default: {
      const cy = top + 92 * s;
      const r = 88 * s;
      const rays = Array.from({ length: 24 }, (_, i) => {
        const a = (i * Math.PI * 2) / 24;
        return `<line x1="${n(x + r * 0.35 * Math.cos(a))}" y1="${n(cy + r * 0.35 * Math.sin(a))}" x2="${n(x + r * 0.75 * Math.cos(a))}" y2="${n(cy + r * 0.75 * Math.sin(a))}" stroke="${METAL_RAMPS[main].dark}" stroke-opacity="0.55" stroke-width="${n(3 * s)}"/>`;
      }).join("");
      return (
        bail(x, y, accent, s) +
        `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.dome(main)}" stroke="${METAL_RAMPS[main].deep}" stroke-width="${n(3 * s)}"/>` +
        `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.85)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(3 * s)}"/>` +
        rays +
        (p.stone
          ? setStone(x, cy, 22 * s, p.stone, main)
          : `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(18 * s)}" fill="${paint.dome(main)}"/>`)
      );
    }
  }
}

export function drawPendant(p: Piece): string {
  const line = drape(430, 0.85);
  const [x, y] = lowest(line);
  return rope(line, 7, p.metals[1]) + pendantDrop(x, y + 6, p, 1.3);
}

function stations(line: Point[], every: number, r: number, p: Piece, from = 0.2, to = 0.8): string {
  const points = along(line, every);
  return points
    .filter((_, i) => i / points.length > from && i / points.length < to)
    .map((pt, i) =>
      p.stone
        ? setStone(pt.x, pt.y, r, p.stone, p.metals[0], i % 3 === 1)
        : bead(pt.x, pt.y, r * 0.8, p.metals[0], null),
    )
    .join("");
}

/** Stones growing towards the middle, the way a riviera is strung. */
function riviera(line: Point[], p: Piece): string {
  const points = along(line, 30);
  const mid = (points.length - 1) / 2;
  return points
    .map((pt, i) => {
      const closeness = 1 - Math.abs(i - mid) / mid;
      if (closeness < 0.25) return "";
      return p.stone
        ? setStone(pt.x, pt.y, 9 + 11 * closeness, p.stone, p.metals[0], i % 4 === 0)
        : bead(pt.x, pt.y, 8 + 8 * closeness, p.metals[0], null);
    })
    .join("");
}

export function drawNecklace(p: Piece): string {
  const [main, second] = p.metals;
  if (p.motif) {
    const line = drape(470, 0.9);
    const [x, y] = lowest(line);
    return chain(line, 15, p.metals) + pendantDrop(x, y + 8, { ...p, look: 0 }, 0.9);
  }
  switch (p.look) {
    case 0:
      return chain(drape(560), 26, p.metals) + (p.stone ? stations(drape(560), 150, 18, p, 0.3, 0.7) : "");
    case 1:
      return (
        chain(drape(380, 0.8), 14, main) +
        chain(drape(600), 16, second) +
        (p.stone ? stations(drape(600), 120, 15, p) : "")
      );
    case 2:
      return rope(drape(520), 8, main) + riviera(drape(520), p);
    default:
      return chain(drape(540), 14, p.metals) + stations(drape(540), 85, 15, p);
  }
}
