import type { JewelleryKind, JewellerySpec } from "./jewellery-url";
import { drawEarrings } from "./jewellery/earrings";
import { drawNecklace, drawPendant } from "./jewellery/neck";
import { drawRing } from "./jewellery/ring";
import { drawSet } from "./jewellery/set";
import { drawBangle, drawBar, drawCoin } from "./jewellery/solid";
import { drawAnklet, drawBracelet, drawTennis } from "./jewellery/wrist";
import { motifOf } from "./jewellery/motifs";
import { metalsOf, paintDefs } from "./jewellery/paint";
import type { Drawer, Piece } from "./jewellery/piece";
import { frame } from "./jewellery/scene";

export { jewelleryImagePath, parseJewelleryKey, type JewellerySpec } from "./jewellery-url";

const DRAWERS: Record<JewelleryKind, Drawer> = {
  ring: drawRing,
  earrings: drawEarrings,
  necklace: drawNecklace,
  pendant: drawPendant,
  bracelet: drawBracelet,
  bangle: drawBangle,
  anklet: drawAnklet,
  set: drawSet,
  coin: drawCoin,
  bar: drawBar,
  "tennis-bracelet": drawTennis,
};

/**
 * A product picture as SVG: the piece (type, metal, stone, design) in its scene (view).
 * Pure and deterministic: the same spec always gives the same text, so the route can cache
 * it forever. Rendered to pixels by the route with sharp.
 */
export function drawJewellerySvg(spec: JewellerySpec, size = 1280): string {
  const metals = metalsOf(spec.tone);
  const piece: Piece = {
    metals,
    stone: spec.stone === "none" ? null : spec.stone,
    look: spec.variation % 4,
    motif: motifOf(spec.variation),
  };
  const draw = DRAWERS[spec.kind];
  const scene = frame(spec.view, spec.kind, spec.variation);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">` +
    `<defs>${paintDefs(metals, spec.stone)}${scene.defs}</defs>` +
    scene.before +
    `<g transform="${scene.transform}"><g filter="url(#shadow)">${draw(piece)}</g></g>` +
    `</svg>`
  );
}
