import type { JewelleryStone } from "../jewellery-url";
import { GEMS, n, paint, type Metal } from "./paint";

/** Stones drawn in the drawings: a cut stone's colour, or a pearl. */
export type Gemstone = Exclude<JewelleryStone, "none">;

const polar = (cx: number, cy: number, r: number, a: number): [number, number] => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];
const pts = (list: [number, number][]) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

/** A four-point star of light, the glint of a polished stone. */
export function sparkle(cx: number, cy: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.16;
  const star = `M${n(cx)},${n(cy - s)} L${n(cx + w)},${n(cy - w)} L${n(cx + s)},${n(cy)} L${n(cx + w)},${n(cy + w)} L${n(cx)},${n(cy + s)} L${n(cx - w)},${n(cy + w)} L${n(cx - s)},${n(cy)} L${n(cx - w)},${n(cy - w)}Z`;
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.55)}" fill="url(#glow)" fill-opacity="${opacity}"/><path d="${star}" fill="#ffffff" fill-opacity="${opacity}"/>`;
}

export function pearl(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.pearl}"/>` +
    `<ellipse cx="${n(cx - r * 0.32)}" cy="${n(cy - r * 0.36)}" rx="${n(r * 0.28)}" ry="${n(r * 0.18)}" fill="#ffffff" opacity="0.85" transform="rotate(-35 ${n(cx - r * 0.32)} ${n(cy - r * 0.36)})"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#e9c9c0" stroke-opacity="0.35" stroke-width="${n(r * 0.08)}"/>`
  );
}

/** A round brilliant seen from above: table, star and kite facets, a glint. */
export function gemFace(cx: number, cy: number, r: number, stone: Gemstone, glint = true): string {
  if (stone === "pearl") return pearl(cx, cy, r);
  const g = GEMS[stone];
  const parts = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.gem(stone)}" stroke="${g.edge}" stroke-width="${n(Math.max(0.6, r * 0.04))}"/>`,
  ];
  const table = Array.from({ length: 8 }, (_, i) => polar(cx, cy, r * 0.52, (i * Math.PI) / 4 + Math.PI / 8));
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const t = table[Math.floor(i / 2) % 8]!;
    const fill = i % 2 === 0 ? "#ffffff" : g.dark;
    const op = i % 2 === 0 ? (i % 4 === 0 ? 0.55 : 0.3) : 0.35;
    parts.push(
      `<polygon points="${pts([t, polar(cx, cy, r * 0.97, a), polar(cx, cy, r * 0.97, a + Math.PI / 8)])}" fill="${fill}" fill-opacity="${op}"/>`,
    );
  }
  parts.push(
    `<polygon points="${pts(table)}" fill="${g.light}" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${n(Math.max(0.4, r * 0.025))}"/>`,
  );
  if (glint) parts.push(sparkle(cx + r * 0.35, cy - r * 0.35, r * 0.7));
  return parts.join("");
}

/**
 * A stone seen from the side, as it sits on a ring: crown above the girdle, pavilion below,
 * `w` wide, girdle at `cy`. A pearl is a sphere; an emerald is step cut.
 */
export function gemProfile(cx: number, cy: number, w: number, stone: Gemstone): string {
  if (stone === "pearl") return pearl(cx, cy - w * 0.18, w * 0.5);
  const g = GEMS[stone];
  const h = w / 2;
  const crown = stone === "emerald" ? w * 0.22 : w * 0.3;
  const table = stone === "emerald" ? w * 0.36 : w * 0.27;
  const depth = stone === "emerald" ? w * 0.42 : w * 0.6;
  const l: [number, number] = [cx - h, cy];
  const r: [number, number] = [cx + h, cy];
  const tl: [number, number] = [cx - table, cy - crown];
  const tr: [number, number] = [cx + table, cy - crown];
  const culet: [number, number] = [cx, cy + depth];
  const ml: [number, number] = [cx - h * 0.45, cy - crown * 0.55];
  const mr: [number, number] = [cx + h * 0.45, cy - crown * 0.55];
  const stroke = `stroke="${g.edge}" stroke-opacity="0.55" stroke-width="${n(w * 0.012)}" stroke-linejoin="round"`;
  const facets: [string, [number, number][], number][] = [
    [g.dark, [l, culet, [cx - h * 0.35, cy]], 0.9],
    [g.core, [[cx - h * 0.35, cy], culet, [cx, cy]], 1],
    [g.light, [[cx, cy], culet, [cx + h * 0.35, cy]], 0.9],
    [g.dark, [[cx + h * 0.35, cy], culet, r], 0.8],
    [g.core, [l, ml, tl], 1],
    [g.light, [l, tl, [cx - table * 0.3, cy]], 0.8],
    [g.core, [tl, tr, [cx + table * 0.3, cy], [cx - table * 0.3, cy]], 0.9],
    [g.light, [[cx + table * 0.3, cy], tr, r], 0.75],
    [g.dark, [r, mr, tr], 0.7],
  ];
  const body = facets
    .map(([fill, p, op]) => `<polygon points="${pts(p)}" fill="${fill}" fill-opacity="${op}" ${stroke}/>`)
    .join("");
  const tableTop = `<polygon points="${pts([tl, tr, [cx + table * 0.85, cy - crown * 0.7], [cx - table * 0.85, cy - crown * 0.7]])}" fill="#ffffff" opacity="0.55"/>`;
  const girdle = `<line x1="${n(l[0])}" y1="${n(cy)}" x2="${n(r[0])}" y2="${n(cy)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(w * 0.015)}"/>`;
  return (
    body +
    tableTop +
    girdle +
    sparkle(cx + table * 0.55, cy - crown * 0.65, w * 0.3) +
    sparkle(cx - h * 0.5, cy + depth * 0.25, w * 0.12, 0.8)
  );
}

/** Claws holding a stone face-on: four metal beads on its rim. */
export function prongs(cx: number, cy: number, r: number, metal: Metal, count = 4): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = polar(cx, cy, r * 0.93, (i * 2 * Math.PI) / count + Math.PI / count);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(Math.max(1.5, r * 0.16))}" fill="${paint.dome(metal)}"/>`;
  }).join("");
}

/** A stone face-on in a metal collet with claws: studs, stations, pendants. */
export function setStone(cx: number, cy: number, r: number, stone: Gemstone, metal: Metal, glint = true): string {
  if (stone === "pearl")
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.06)}" fill="${paint.metal(metal)}"/>` + pearl(cx, cy, r);
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.14)}" fill="${paint.metal(metal)}"/>` +
    gemFace(cx, cy, r, stone, glint) +
    prongs(cx, cy, r * 1.04, metal)
  );
}
