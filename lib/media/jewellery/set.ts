import { drawEarrings } from "./earrings";
import { drawNecklace } from "./neck";
import type { Piece } from "./piece";
import { drawRing } from "./ring";

const place = (svg: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${svg}</g>`;

/** An open presentation box, velvet inside, for the gift set. */
function box(): string {
  return (
    `<rect x="90" y="60" width="820" height="380" rx="26" fill="#2a2230"/>` +
    `<rect x="120" y="90" width="760" height="330" rx="18" fill="#463a4f"/>` +
    `<rect x="90" y="400" width="820" height="520" rx="26" fill="#2a2230"/>` +
    `<rect x="120" y="425" width="760" height="470" rx="18" fill="#5a4a66"/>` +
    `<path d="M120,430 L880,430" stroke="#7a6888" stroke-width="6"/>`
  );
}

/**
 * A matching set: necklace above, earrings below, and for the three-piece set a ring.
 * The necklace keeps the set's design; the earrings are drops (or the charm motif).
 */
export function drawSet(p: Piece): string {
  const necklace = drawNecklace({ ...p, look: p.look === 0 ? 2 : p.look === 1 ? 3 : 2 });
  const earrings = drawEarrings({ ...p, look: p.motif ? p.look : 1 });
  if (p.look === 3) {
    return box() + place(necklace, 190, 20, 0.62) + place(earrings, 200, 440, 0.6);
  }
  if (p.look === 2) {
    return (
      place(necklace, 120, 20, 0.76) +
      place(earrings, -40, 420, 0.55) +
      place(drawRing({ ...p, look: 0 }), 330, 480, 0.34) +
      ""
    );
  }
  return place(necklace, 90, 0, 0.82) + place(earrings, 100, 420, 0.58);
}
