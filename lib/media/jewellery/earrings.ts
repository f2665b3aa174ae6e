import { gemFace, pearl, setStone, sparkle, type Gemstone } from "./gems";
import { rope } from "./chains";
import { motif } from "./motifs";
import { GEMS, METAL_RAMPS, n, paint, type Metal } from "./paint";
import type { Piece } from "./piece";

/** A pear-shaped drop, point up: the outline of teardrop stones and frames. */
function pearPath(cx: number, top: number, w: number, h: number): string {
  const r = w / 2;
  const cy = top + h - r;
  return `M${n(cx)},${n(top)} C${n(cx + r * 0.35)},${n(top + h * 0.3)} ${n(cx + r)},${n(cy - r * 0.6)} ${n(cx + r)},${n(cy)} A${n(r)},${n(r)} 0 0 1 ${n(cx - r)},${n(cy)} C${n(cx - r)},${n(cy - r * 0.6)} ${n(cx - r * 0.35)},${n(top + h * 0.3)} ${n(cx)},${n(top)}Z`;
}

/** A teardrop: a pear-cut stone in a thin frame, or polished metal with a cut-out. */
export function teardrop(cx: number, top: number, w: number, h: number, metal: Metal, stone: Gemstone | null): string {
  const outer = pearPath(cx, top, w, h);
  if (stone === "pearl") {
    // A pearl on a cap: the cap's claws reach over the pearl's top.
    const r = w * 0.5;
    const cy = top + Math.min(h - r, r * 1.6);
    return (
      `<path d="M${n(cx)},${n(top)} L${n(cx)},${n(cy - r * 0.9)}" stroke="${METAL_RAMPS[metal].dark}" stroke-width="${n(w * 0.06)}"/>` +
      pearl(cx, cy, r) +
      `<path d="M${n(cx - r * 0.42)},${n(cy - r * 0.78)} Q${n(cx)},${n(cy - r * 1.18)} ${n(cx + r * 0.42)},${n(cy - r * 0.78)} Q${n(cx)},${n(cy - r * 0.92)} ${n(cx - r * 0.42)},${n(cy - r * 0.78)}Z" fill="${paint.metal(metal)}" stroke="${METAL_RAMPS[metal].deep}" stroke-width="1.5"/>`
    );
  }
  if (!stone) {
    const inner = pearPath(cx, top + h * 0.22, w * 0.5, h * 0.6);
    return `<path d="${outer} ${inner}" fill-rule="evenodd" fill="${paint.metal(metal)}" stroke="${METAL_RAMPS[metal].deep}" stroke-width="2"/>`;
  }
  const g = GEMS[stone];
  const inner = pearPath(cx, top + w * 0.1, w * 0.84, h - w * 0.14);
  const cy = top + h - w / 2;
  const facets = [0.25, 0.5, 0.75]
    .map(
      (t) =>
        `<line x1="${n(cx)}" y1="${n(top + h * 0.12)}" x2="${n(cx - w * 0.42 + w * 0.84 * t)}" y2="${n(cy + w * 0.4)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join("");
  return (
    `<path d="${outer}" fill="${paint.metal(metal)}"/>` +
    `<path d="${inner}" fill="${paint.gem(stone)}" stroke="${g.edge}" stroke-width="2"/>` +
    facets +
    sparkle(cx + w * 0.14, cy - w * 0.22, w * 0.22)
  );
}

function stud(x: number, y: number, r: number, metal: Metal, stone: Gemstone | null): string {
  if (stone) return setStone(x, y, r, stone, metal);
  // A polished knot of metal: a dome ringed by a twisted rim.
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint.dome(metal)}" stroke="${METAL_RAMPS[metal].deep}" stroke-width="2"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="none" stroke="${METAL_RAMPS[metal].dark}" stroke-opacity="0.6" stroke-width="${n(r * 0.08)}" stroke-dasharray="${n(r * 0.18)} ${n(r * 0.1)}"/>`
  );
}

function hoop(x: number, y: number, metal: Metal, stone: Gemstone | null, small: boolean): string {
  const rx = small ? 85 : 120;
  const ry = small ? 95 : 150;
  const w = small ? 30 : 26;
  const arc = `M${n(x - 18)},${n(y - ry)} A${rx},${ry} 0 1 0 ${n(x + 18)},${n(y - ry)}`;
  const gems = stone
    ? Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI * (0.1 + i * 0.1);
        return gemFace(x + rx * Math.cos(a), y + ry * Math.sin(a), w * 0.42, stone, i % 4 === 0);
      }).join("")
    : "";
  return (
    `<path d="${arc}" fill="none" stroke="${METAL_RAMPS[metal].deep}" stroke-width="${w + 4}" stroke-linecap="round"/>` +
    `<path d="${arc}" fill="none" stroke="${paint.metal(metal)}" stroke-width="${w}" stroke-linecap="round"/>` +
    `<path d="M${n(x - rx + 8)},${n(y - 20)} A${rx - 8},${ry - 8} 0 0 1 ${n(x - 30)},${n(y - ry + 12)}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>` +
    gems
  );
}

function one(x: number, p: Piece): string {
  const [main, , accent] = p.metals;
  const stone = p.stone;
  if (p.motif) {
    return (
      stud(x, 300, 26, main, stone && stone !== "pearl" ? stone : null) +
      rope(
        [
          [x, 326],
          [x, 400],
        ],
        7,
        accent,
      ) +
      motif(p.motif, x, 470, 150, main, stone)
    );
  }
  switch (p.look) {
    case 0:
      return stud(x, 480, 88, main, stone);
    case 1:
      return (
        stud(x, 270, 30, main, stone && stone !== "pearl" ? stone : null) +
        rope(
          [
            [x, 300],
            [x, 360],
          ],
          8,
          accent,
        ) +
        teardrop(x, 355, 130, 270, main, stone)
      );
    case 2:
      return hoop(x, 470, main, stone, stone !== null);
    default: {
      const drops = [-48, 0, 48]
        .map(
          (dx, i) =>
            rope(
              [
                [x + dx * 0.4, 395],
                [x + dx, 470 + (i === 1 ? 70 : 0)],
              ],
              6,
              accent,
            ) +
            (stone
              ? setStone(x + dx, 490 + (i === 1 ? 70 : 0), i === 1 ? 34 : 26, stone, main, i === 1)
              : `<circle cx="${n(x + dx)}" cy="${n(490 + (i === 1 ? 70 : 0))}" r="${i === 1 ? 30 : 22}" fill="${paint.dome(main)}"/>`),
        )
        .join("");
      return (
        stud(x, 270, 30, main, stone && stone !== "pearl" ? stone : null) +
        rope(
          [
            [x, 300],
            [x, 380],
          ],
          8,
          accent,
        ) +
        `<ellipse cx="${x}" cy="392" rx="46" ry="12" fill="${paint.down(accent)}"/>` +
        drops
      );
    }
  }
}

/** A pair, the right one a mirror of the left, set a little lower as if laid by hand. */
export function drawEarrings(p: Piece): string {
  return `<g>${one(320, p)}</g><g transform="translate(1000 24) scale(-1 1)">${one(320, p)}</g>`;
}
