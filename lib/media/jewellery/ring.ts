import { gemFace, gemProfile, setStone } from "./gems";
import { motif } from "./motifs";
import { METAL_RAMPS, n, paint, type Metal } from "./paint";
import type { Piece } from "./piece";

const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 0 ${n(cx + rx)},${n(cy)} A${n(rx)},${n(ry)} 0 1 0 ${n(cx - rx)},${n(cy)}Z`;

const CX = 500;
const CY = 600;
const RX = 215;
const RY = 228;

/** An upright ring turned slightly: band face, the inside of the shank seen through the hole. */
function band(metal: Metal, thickness: number, accent: Metal): string {
  const t = thickness;
  const inner = ellipsePath(CX, CY, RX - t, RY - t * 0.9);
  const hole = ellipsePath(CX + 16, CY + 10, RX - t - 22, RY - t * 0.9 - 20);
  const r = METAL_RAMPS[metal];
  return (
    `<ellipse cx="${CX}" cy="${n(CY + RY + 8)}" rx="${n(RX * 0.8)}" ry="26" fill="url(#ground)"/>` +
    `<path d="${inner} ${hole}" fill-rule="evenodd" fill="${paint.across(accent)}" opacity="0.92"/>` +
    `<path d="${inner} ${hole}" fill-rule="evenodd" fill="${METAL_RAMPS[accent].deep}" opacity="0.35"/>` +
    `<path d="${ellipsePath(CX, CY, RX, RY)} ${inner}" fill-rule="evenodd" fill="${paint.metal(metal)}" stroke="${r.deep}" stroke-width="2"/>` +
    `<path d="M${n(CX - RX + 12)},${n(CY + 40)} A${n(RX - 12)},${n(RY - 12)} 0 0 1 ${n(CX - 60)},${n(CY - RY + 14)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${n(CX + 40)},${n(CY + RY - 10)} A${n(RX - 10)},${n(RY - 10)} 0 0 0 ${n(CX + RX - 10)},${n(CY + 20)}" fill="none" stroke="${r.deep}" stroke-opacity="0.35" stroke-width="9" stroke-linecap="round"/>`
  );
}

/** Claws rising from the band to grip the stone's crown. */
function basket(metal: Metal, w: number, girdle: number): string {
  const top = CY - RY;
  const claw = (x1: number, x2: number) =>
    `<path d="M${n(x1)},${n(top + 14)} L${n(x2)},${n(girdle - 6)}" stroke="${paint.across(metal)}" stroke-width="${n(w * 0.09)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x2)}" cy="${n(girdle - 8)}" r="${n(w * 0.055)}" fill="${paint.dome(metal)}"/>`;
  return claw(CX - 14, CX - w * 0.44) + claw(CX + 14, CX + w * 0.44) + claw(CX, CX - w * 0.1);
}

function pave(metal: Metal, stone: Piece["stone"], t: number): string {
  if (!stone) {
    // Twisted band: grooves across the face.
    return Array.from({ length: 40 }, (_, i) => {
      const a = (i * Math.PI * 2) / 40;
      const x1 = CX + (RX - 3) * Math.cos(a);
      const y1 = CY + (RY - 3) * Math.sin(a);
      const x2 = CX + (RX - t + 3) * Math.cos(a + 0.07);
      const y2 = CY + (RY - t * 0.9 + 3) * Math.sin(a + 0.07);
      return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${METAL_RAMPS[metal].deep}" stroke-opacity="0.45" stroke-width="3"/>`;
    }).join("");
  }
  return Array.from({ length: 30 }, (_, i) => {
    const a = (i * Math.PI * 2) / 30 - Math.PI / 2;
    return gemFace(CX + (RX - t / 2) * Math.cos(a), CY + (RY - t * 0.45) * Math.sin(a), t * 0.36, stone, i % 5 === 0);
  }).join("");
}

export function drawRing(p: Piece): string {
  const [main, second, third] = p.metals;
  const top = CY - RY;
  if (p.motif) {
    return band(main, 42, second) + motif(p.motif, CX, top - 30, 150, third === main ? main : third, p.stone);
  }
  if (!p.stone) {
    if (p.look === 3) {
      // Signet: a flat oval face on top of a broad band.
      return (
        band(main, 52, second) +
        `<ellipse cx="${CX}" cy="${n(top + 6)}" rx="110" ry="52" fill="${paint.dome(third)}" stroke="${METAL_RAMPS[third].deep}" stroke-width="2"/>` +
        `<ellipse cx="${CX}" cy="${n(top + 6)}" rx="80" ry="34" fill="none" stroke="${METAL_RAMPS[third].deep}" stroke-opacity="0.5" stroke-width="4"/>`
      );
    }
    return band(main, p.look === 2 ? 56 : 48, second) + (p.look === 2 || p.look === 1 ? pave(main, null, 56) : "");
  }
  if (p.look === 2) return band(main, 56, second) + pave(main, p.stone, 56);
  const girdle = top - 40;
  if (p.look === 3) {
    const side = (dx: number, rot: number) =>
      `<g transform="rotate(${rot} ${n(CX + dx)} ${n(top + 24)})">${gemProfile(CX + dx, top - 2, 84, p.stone!)}</g>`;
    return (
      band(main, 42, second) +
      side(-96, -22) +
      side(96, 22) +
      gemProfile(CX, girdle, 132, p.stone) +
      basket(third, 132, girdle)
    );
  }
  const w = p.look === 1 ? 118 : 156;
  const halo =
    p.look === 1
      ? Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI * (0.05 + (i * 0.9) / 8);
          return setStone(
            CX - 82 * Math.cos(a),
            girdle + 4 + 26 * Math.sin(a),
            12,
            p.stone === "pearl" ? "diamond" : "diamond",
            third,
            i % 3 === 0,
          );
        }).join("")
      : "";
  return band(main, 42, second) + gemProfile(CX, girdle, w, p.stone) + basket(third, w, girdle) + halo;
}
