import { gemFace } from "./gems";
import { METAL_RAMPS, n, paint, type Metal } from "./paint";
import type { Piece } from "./piece";

const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 0 ${n(cx + rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 0 ${n(cx - rx)},${n(cy)}Z`;

/**
 * A bangle lying on its side, seen from above at an angle: the near outer wall, the top rim
 * and, through the opening, the far inner wall. `look` 1 twists it, 2 sets stones in the wall.
 */
function bangle(
  cy: number,
  rx: number,
  ry: number,
  t: number,
  h: number,
  metal: Metal,
  rim: Metal,
  p: Piece,
  look: number,
): string {
  const cx = 500;
  const irx = rx - t;
  const iry = ry - t * (ry / rx);
  const wall = `M${n(cx - rx)},${n(cy)} A${n(rx)},${n(ry)} 0 0 0 ${n(cx + rx)},${n(cy)} L${n(cx + rx)},${n(cy + h)} A${n(rx)},${n(ry)} 0 0 1 ${n(cx - rx)},${n(cy + h)}Z`;
  const id = `bangle-hole-${Math.round(cy)}`;
  const mask = `<mask id="${id}"><rect x="0" y="0" width="1000" height="1000" fill="#fff"/><path d="${ellipsePath(cx, cy + h, irx, iry)}" fill="#000"/></mask>`;
  const deep = METAL_RAMPS[metal].deep;
  let decoration = "";
  if (look === 1) {
    decoration = Array.from({ length: 26 }, (_, i) => {
      const a = Math.PI * (0.02 + (i * 0.96) / 25);
      const x = cx - rx * Math.cos(a);
      const y = cy + ry * Math.sin(a);
      return `<line x1="${n(x - 10)}" y1="${n(y + 2)}" x2="${n(x + 10)}" y2="${n(y + h - 2)}" stroke="${deep}" stroke-opacity="0.45" stroke-width="5"/>`;
    }).join("");
  } else if (look === 2 && p.stone) {
    // Stones shrink towards the sides, where the wall turns away from the eye.
    decoration = Array.from({ length: 15 }, (_, i) => {
      const a = Math.PI * (0.16 + (i * 0.68) / 14);
      return gemFace(
        cx - rx * Math.cos(a),
        cy + h / 2 + ry * Math.sin(a),
        h * 0.3 * (0.55 + 0.45 * Math.sin(a)),
        p.stone!,
        i % 4 === 0,
      );
    }).join("");
  }
  return (
    mask +
    `<path d="${ellipsePath(cx, cy, irx, iry)}" fill="${paint.across(metal)}" mask="url(#${id})"/>` +
    `<path d="${ellipsePath(cx, cy, irx, iry)}" fill="${deep}" opacity="0.3" mask="url(#${id})"/>` +
    `<path d="${wall}" fill="${paint.across(metal)}" stroke="${deep}" stroke-width="2"/>` +
    decoration +
    `<path d="${ellipsePath(cx, cy, rx, ry)} ${ellipsePath(cx, cy, irx, iry)}" fill-rule="evenodd" fill="${paint.metal(rim)}" stroke="${deep}" stroke-width="2"/>` +
    `<path d="M${n(cx - rx + 10)},${n(cy - 4)} A${n(rx - 10)},${n(ry - 10)} 0 0 1 ${n(cx - 40)},${n(cy - ry + 10)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`
  );
}

export function drawBangle(p: Piece): string {
  const [main, second, third] = p.metals;
  if (p.look === 3) {
    return (
      bangle(380, 280, 130, 22, 46, second, second, p, 0) +
      bangle(500, 280, 130, 22, 46, main, main, p, 1) +
      bangle(620, 280, 130, 22, 46, third, third, p, 0)
    );
  }
  return bangle(430, 310, 150, 36, 90, main, second === main ? main : second, p, p.look);
}

function palm(cx: number, cy: number, ink: string): string {
  // Fronds arch out from the crown and droop at their tips.
  const frond = (dir: number, lift: number, len: number) =>
    `<path d="M${cx},${cy - 40} q${n(dir * len * 0.45)},${n(-lift)} ${n(dir * len)},${n(-lift * 0.2 + 30)}" fill="none" stroke="${ink}" stroke-width="13" stroke-linecap="round"/>`;
  const fronds = [
    frond(-1, 70, 120),
    frond(1, 70, 120),
    frond(-1, 40, 95),
    frond(1, 40, 95),
    frond(-1, 95, 60),
    frond(1, 95, 60),
  ].join("");
  const dates = [-14, 0, 14].map((dx) => `<circle cx="${cx + dx}" cy="${cy - 24}" r="8" fill="${ink}"/>`).join("");
  return `<path d="M${cx - 8},${cy + 100} Q${cx + 10},${cy + 30} ${cx},${cy - 40}" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>${fronds}${dates}`;
}

function emblem(look: number, cx: number, cy: number, ink: string): string {
  switch (look) {
    case 0:
      return `<path d="M${cx + 20},${cy - 90} A95,95 0 1 0 ${cx + 20},${cy + 90} A75,75 0 1 1 ${cx + 20},${cy - 90}Z" fill="${ink}"/><path d="M${cx + 60},${cy - 30} l10,22 24,2 -18,16 6,24 -22,-13 -22,13 6,-24 -18,-16 24,-2Z" fill="${ink}"/>`;
    case 1:
      return palm(cx, cy, ink);
    case 2:
      return `<path d="M${cx},${cy - 70} q18,0 22,22 q40,10 110,-10 q-40,50 -100,60 l20,70 -52,-30 -52,30 20,-70 q-60,-10 -100,-60 q70,20 110,10 q4,-22 22,-22Z" fill="${ink}"/>`;
    default: {
      const sq = (rot: number) =>
        `<rect x="${cx - 70}" y="${cy - 70}" width="140" height="140" fill="none" stroke="${ink}" stroke-width="12" transform="rotate(${rot} ${cx} ${cy})"/>`;
      return sq(0) + sq(45) + `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${ink}" stroke-width="10"/>`;
    }
  }
}

/** A 24K coin: milled edge, raised rim, beaded border, the design in relief, lettering. */
export function drawCoin(p: Piece): string {
  const m = p.metals[0];
  const r = METAL_RAMPS[m];
  const ticks = Array.from({ length: 120 }, (_, i) => {
    const a = (i * Math.PI * 2) / 120;
    return `<line x1="${n(500 + 292 * Math.cos(a))}" y1="${n(500 + 292 * Math.sin(a))}" x2="${n(500 + 306 * Math.cos(a))}" y2="${n(500 + 306 * Math.sin(a))}" stroke="${r.deep}" stroke-opacity="0.6" stroke-width="3"/>`;
  }).join("");
  const beads = Array.from({ length: 72 }, (_, i) => {
    const a = (i * Math.PI * 2) / 72;
    return `<circle cx="${n(500 + 238 * Math.cos(a))}" cy="${n(500 + 238 * Math.sin(a))}" r="5" fill="${r.light}"/>`;
  }).join("");
  return (
    `<circle cx="500" cy="500" r="306" fill="${paint.metal(m)}" stroke="${r.deep}" stroke-width="3"/>` +
    ticks +
    `<circle cx="500" cy="500" r="262" fill="${paint.dome(m)}" stroke="${r.dark}" stroke-width="6"/>` +
    beads +
    `<circle cx="500" cy="500" r="200" fill="none" stroke="${r.dark}" stroke-opacity="0.55" stroke-width="16" stroke-dasharray="34 14"/>` +
    // fill/stroke opacity on the group are inherited by the shapes: no offscreen surface.
    `<g fill-opacity="0.9" stroke-opacity="0.9">${emblem(p.look, 500, 500, r.dark)}</g>` +
    `<g fill-opacity="0.6" stroke-opacity="0.6" transform="translate(-3 -3)">${emblem(p.look, 500, 500, r.shine)}</g>`
  );
}

/** A minted bar: bevelled edge, stamped frame, the refiner's mark and lines of lettering. */
export function drawBar(p: Piece): string {
  const m = p.metals[0];
  const r = METAL_RAMPS[m];
  const lines = [
    [380, 150],
    [560, 220],
    [600, 170],
    [640, 120],
  ]
    .map(
      ([y, w]) =>
        `<rect x="${500 - w! / 2}" y="${y}" width="${w}" height="18" rx="9" fill="${r.dark}" fill-opacity="0.55"/>`,
    )
    .join("");
  return (
    `<rect x="300" y="170" width="400" height="640" rx="34" fill="${paint.down(m)}" stroke="${r.deep}" stroke-width="3"/>` +
    `<rect x="330" y="200" width="340" height="580" rx="22" fill="${paint.metal(m)}"/>` +
    `<rect x="355" y="225" width="290" height="530" rx="14" fill="none" stroke="${r.dark}" stroke-opacity="0.6" stroke-width="6"/>` +
    `<g transform="translate(500 300) scale(0.45) translate(-500 -500)" fill-opacity="0.85">${emblem(0, 500, 500, r.dark)}</g>` +
    lines +
    `<path d="M340,215 L660,215" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>`
  );
}
