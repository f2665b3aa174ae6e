import { gemFace, pearl, setStone, type Gemstone } from "./gems";
import { METAL_RAMPS, n, paint, type Metal } from "./paint";

/** Charm motifs by picture variation (4-10); see lib/media/jewellery-url.ts. */
export const MOTIFS = ["heart", "star", "evil-eye", "butterfly", "crescent", "clover", "initial"] as const;
export type Motif = (typeof MOTIFS)[number];

export function motifOf(variation: number): Motif | null {
  return variation >= 4 ? (MOTIFS[variation - 4] ?? null) : null;
}

const HEART =
  "M0,0.42 C-0.62,0 -0.62,-0.56 -0.28,-0.58 C-0.12,-0.59 0,-0.48 0,-0.34 C0,-0.48 0.12,-0.59 0.28,-0.58 C0.62,-0.56 0.62,0 0,0.42Z";

function starPath(points = 5, inner = 0.42): string {
  const p = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? 0.55 : 0.55 * inner;
    const a = (i * Math.PI) / points - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(3)},${(r * Math.sin(a)).toFixed(3)}`;
  });
  return `M${p.join(" L")}Z`;
}

/** A shape cut from polished metal: body, dark edge, bright bevel. `d` is in a unit box. */
function metalShape(d: string, cx: number, cy: number, s: number, metal: Metal): string {
  const edge = METAL_RAMPS[metal].deep;
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(s)})">` +
    `<path d="${d}" fill="${paint.metal(metal)}" stroke="${edge}" stroke-width="0.02" stroke-linejoin="round"/>` +
    `<path d="${d}" transform="scale(0.8)" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="0.025"/>` +
    `</g>`
  );
}

function accent(cx: number, cy: number, r: number, stone: Gemstone | null, metal: Metal): string {
  return stone ? setStone(cx, cy, r, stone, metal) : "";
}

function evilEye(cx: number, cy: number, s: number, metal: Metal): string {
  const almond = `M${n(cx - s * 0.55)},${n(cy)} Q${n(cx)},${n(cy - s * 0.48)} ${n(cx + s * 0.55)},${n(cy)} Q${n(cx)},${n(cy + s * 0.48)} ${n(cx - s * 0.55)},${n(cy)}Z`;
  return (
    `<path d="${almond}" fill="#f7f9fc" stroke="${paint.metal(metal)}" stroke-width="${n(s * 0.07)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.2)}" fill="#1f4fb8"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.13)}" fill="#5fa8ec"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="#0c1430"/>` +
    `<circle cx="${n(cx - s * 0.05)}" cy="${n(cy - s * 0.06)}" r="${n(s * 0.03)}" fill="#ffffff"/>`
  );
}

function butterfly(cx: number, cy: number, s: number, metal: Metal, stone: Gemstone | null): string {
  const deep = METAL_RAMPS[metal].deep;
  const wing = (dx: number, dy: number, rx: number, ry: number, rot: number) => {
    const x = n(cx + dx * s);
    const y = n(cy + dy * s);
    return (
      `<ellipse cx="${x}" cy="${y}" rx="${n(rx * s)}" ry="${n(ry * s)}" transform="rotate(${rot} ${x} ${y})" fill="${paint.metal(metal)}" stroke="${deep}" stroke-width="${n(s * 0.015)}"/>` +
      `<ellipse cx="${x}" cy="${y}" rx="${n(rx * s * 0.62)}" ry="${n(ry * s * 0.55)}" transform="rotate(${rot} ${x} ${y})" fill="none" stroke="${deep}" stroke-opacity="0.45" stroke-width="${n(s * 0.014)}"/>`
    );
  };
  const gems = stone
    ? [
        gemFace(cx - s * 0.28, cy - s * 0.17, s * 0.07, stone, false),
        gemFace(cx + s * 0.28, cy - s * 0.17, s * 0.07, stone, false),
      ].join("")
    : "";
  const antennae = `<path d="M${n(cx - s * 0.02)},${n(cy - s * 0.26)} q${n(-s * 0.04)},${n(-s * 0.14)} ${n(-s * 0.14)},${n(-s * 0.18)} M${n(cx + s * 0.02)},${n(cy - s * 0.26)} q${n(s * 0.04)},${n(-s * 0.14)} ${n(s * 0.14)},${n(-s * 0.18)}" fill="none" stroke="${deep}" stroke-width="${n(s * 0.02)}" stroke-linecap="round"/>`;
  return (
    antennae +
    wing(-0.28, -0.14, 0.3, 0.19, -28) +
    wing(0.28, -0.14, 0.3, 0.19, 28) +
    wing(-0.19, 0.17, 0.17, 0.12, 38) +
    wing(0.19, 0.17, 0.17, 0.12, -38) +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 0.045)}" ry="${n(s * 0.3)}" fill="${paint.across(metal)}" stroke="${deep}" stroke-width="${n(s * 0.01)}"/>` +
    gems
  );
}

/** Points of an arc of a circle from angle `from` to `to`, going the way that passes `via`. */
function arcPoints(
  cx: number,
  cy: number,
  r: number,
  from: number,
  to: number,
  via: number,
  steps = 48,
): [number, number][] {
  const norm = (a: number) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const ccw = norm(to - from);
  const passes = norm(via - from) < ccw;
  const span = passes ? ccw : ccw - 2 * Math.PI;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + (span * i) / steps;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/** A crescent moon: a disc with a smaller, offset disc taken out of it. */
function crescent(cx: number, cy: number, s: number, metal: Metal, stone: Gemstone | null): string {
  const R = s * 0.46;
  const r2 = R * 0.82;
  const [bx, by] = [cx + R * 0.42, cy - R * 0.12];
  const d = Math.hypot(bx - cx, by - cy);
  const [ux, uy] = [(bx - cx) / d, (by - cy) / d];
  const a = (R * R - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(R * R - a * a);
  const p1: [number, number] = [cx + a * ux - h * uy, cy + a * uy + h * ux];
  const p2: [number, number] = [cx + a * ux + h * uy, cy + a * uy - h * ux];
  const away = Math.atan2(-uy, -ux);
  const outer = arcPoints(cx, cy, R, Math.atan2(p1[1] - cy, p1[0] - cx), Math.atan2(p2[1] - cy, p2[0] - cx), away);
  const inner = arcPoints(bx, by, r2, Math.atan2(p2[1] - by, p2[0] - bx), Math.atan2(p1[1] - by, p1[0] - bx), away);
  const d2 = `M${[...outer, ...inner].map(([x, y]) => `${n(x)},${n(y)}`).join(" L")}Z`;
  const sx = cx + R * 0.5;
  const sy = cy - R * 0.05;
  const star = stone ? gemFace(sx, sy, s * 0.09, stone) : metalShape(starPath(), sx, sy, s * 0.32, metal);
  return (
    `<path d="${d2}" fill="${paint.metal(metal)}" stroke="${METAL_RAMPS[metal].deep}" stroke-width="${n(s * 0.015)}" stroke-linejoin="round"/>` +
    star
  );
}

function clover(cx: number, cy: number, s: number, metal: Metal, stone: Gemstone | null): string {
  const leaves = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${a} ${n(cx)} ${n(cy)})">${metalShape(HEART, cx, cy - s * 0.24, s * 0.48, metal)}</g>`,
    )
    .join("");
  return (
    leaves +
    (stone
      ? gemFace(cx, cy, s * 0.1, stone, false)
      : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07)}" fill="${paint.dome(metal)}"/>`)
  );
}

function initial(cx: number, cy: number, s: number, metal: Metal, stone: Gemstone | null): string {
  const r = s * 0.46;
  const letter = `M${n(cx - r * 0.3)},${n(cy - r * 0.5)} L${n(cx - r * 0.3)},${n(cy + r * 0.42)} L${n(cx + r * 0.38)},${n(cy + r * 0.42)}`;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.dome(metal)}" stroke="${METAL_RAMPS[metal].dark}" stroke-width="${n(s * 0.03)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.84)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(s * 0.012)}"/>` +
    `<path d="${letter}" fill="none" stroke="${METAL_RAMPS[metal].deep}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    (stone ? gemFace(cx + r * 0.5, cy - r * 0.5, s * 0.07, stone, false) : "")
  );
}

/** A charm motif centred on (cx, cy), about `s` wide. */
export function motif(kind: Motif, cx: number, cy: number, s: number, metal: Metal, stone: Gemstone | null): string {
  switch (kind) {
    case "heart":
      return metalShape(HEART, cx, cy, s, metal) + accent(cx, cy - s * 0.08, s * 0.13, stone, metal);
    case "star":
      return metalShape(starPath(), cx, cy, s, metal) + accent(cx, cy, s * 0.1, stone, metal);
    case "evil-eye":
      return evilEye(cx, cy, s, metal);
    case "butterfly":
      return butterfly(cx, cy, s, metal, stone);
    case "crescent":
      return crescent(cx, cy, s, metal, stone);
    case "clover":
      return clover(cx, cy, s, metal, stone);
    case "initial":
      return initial(cx, cy, s, metal, stone);
  }
}

/** A small bead used on beaded pieces: a pearl, a stone, or a polished metal ball. */
export function bead(cx: number, cy: number, r: number, metal: Metal, stone: Gemstone | null): string {
  if (stone === "pearl") return pearl(cx, cy, r);
  if (stone) return gemFace(cx, cy, r, stone, false);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${paint.dome(metal)}"/>`;
}
