import { along, chain, clasp, ellipse, type Point } from "./chains";
import { setStone } from "./gems";
import { bead, motif } from "./motifs";
import { METAL_RAMPS, n, paint } from "./paint";
import type { Piece } from "./piece";

/**
 * Pieces worn around the wrist or ankle, laid flat and seen from above at an angle: an
 * ellipse whose far half (drawn first) runs behind the near half.
 */
const CX = 500;
const CY = 500;

function loop(rx: number, ry: number, cy = CY): { back: Point[]; front: Point[] } {
  return { back: ellipse(CX, cy, rx, ry, 140, Math.PI, Math.PI * 2), front: ellipse(CX, cy, rx, ry, 140, 0, Math.PI) };
}

/** Small things placed along the near half, e.g. stations or beads. */
function onFront(
  line: Point[],
  every: number,
  draw: (x: number, y: number, i: number) => string,
  margin = 0.12,
): string {
  const points = along(line, every);
  return points
    .filter((_, i) => i / points.length > margin && i / points.length < 1 - margin)
    .map((pt, i) => draw(pt.x, pt.y, i))
    .join("");
}

function barPlate(p: Piece): string {
  const [, second] = p.metals;
  const y = CY + 178;
  const gems = p.stone
    ? [-60, -20, 20, 60].map((dx, i) => setStone(CX + dx, y, 12, p.stone!, second, i === 1)).join("")
    : `<line x1="${CX - 70}" y1="${y}" x2="${CX + 70}" y2="${y}" stroke="${METAL_RAMPS[second].deep}" stroke-opacity="0.4" stroke-width="4"/>`;
  return (
    `<rect x="${CX - 100}" y="${y - 24}" width="200" height="48" rx="24" fill="${paint.down(second)}" stroke="${METAL_RAMPS[second].deep}" stroke-width="2"/>` +
    gems
  );
}

export function drawBracelet(p: Piece): string {
  const [main, , accent] = p.metals;
  const size = p.look === 0 ? 40 : p.look === 1 ? 26 : 20;
  const { back, front } = loop(300, 180);
  let extra = "";
  if (p.motif)
    extra =
      motif(p.motif, CX, CY + 250, 130, accent, p.stone) +
      `<ellipse cx="${CX}" cy="${CY + 183}" rx="8" ry="14" fill="none" stroke="${paint.across(accent)}" stroke-width="6"/>`;
  else if (p.look === 1 && p.stone) extra = onFront(front, 70, (x, y) => bead(x, y, 17, main, p.stone));
  else if (p.look === 2) extra = barPlate(p);
  else if (p.look === 3)
    extra = onFront(front, 80, (x, y, i) =>
      p.stone ? setStone(x, y, 17, p.stone, main, i % 2 === 0) : bead(x, y, 14, main, null),
    );
  return (
    chain(back, size, p.metals, { back: () => true }) +
    chain(front, size, p.metals) +
    clasp(CX + 300, CY, 14, accent) +
    extra
  );
}

export function drawTennis(p: Piece): string {
  const [main] = p.metals;
  const stone = p.stone ?? "diamond";
  const { back, front } = loop(300, 180);
  const r = p.look === 2 ? 12 : 17;
  const every = r * 2.15;
  const backStones = along(back, every).map((pt) => setStone(pt.x, pt.y, r * 0.88, stone, main, false));
  const frontPts = along(front, every);
  const frontStones = frontPts.map((pt, i) => {
    const mid = Math.abs(i - frontPts.length / 2) / (frontPts.length / 2);
    const grow = p.look === 1 ? 1.35 - 0.45 * mid : 1;
    return setStone(pt.x, pt.y, r * grow, stone, main, i % 3 === 0);
  });
  return (
    backStones.join("") +
    frontStones.join("") +
    `<rect x="${CX + 288}" y="${CY - 14}" width="26" height="28" rx="6" fill="${paint.down(main)}"/>`
  );
}

export function drawAnklet(p: Piece): string {
  const [main, second, accent] = p.metals;
  const wave = (line: Point[]) => line.map(([x, y], i): Point => [x, y + 6 * Math.sin(i / 5)]);
  const { back, front } = loop(340, 210, CY - 10);
  let strands = chain(wave(back), 12, p.metals, { back: () => true }) + chain(wave(front), 12, p.metals);
  if (p.look === 2) {
    const inner = loop(300, 175, CY + 20);
    strands += chain(inner.back, 10, second, { back: () => true }) + chain(inner.front, 10, second);
  }
  const dangles =
    p.motif !== null
      ? `<line x1="${CX}" y1="${CY + 200}" x2="${CX}" y2="${CY + 232}" stroke="${METAL_RAMPS[accent].dark}" stroke-width="5"/>` +
        motif(p.motif, CX, CY + 290, 110, accent, p.stone)
      : onFront(wave(front), p.look === 1 ? 46 : 92, (x, y) =>
          p.look === 1
            ? bead(x, y, 11, main, p.stone)
            : `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y + 34)}" stroke="${METAL_RAMPS[accent].dark}" stroke-width="4"/>` +
              bead(x, y + 46, 13, main, p.stone),
        );
  return strands + dangles + clasp(CX + 340, CY - 10, 12, accent);
}
