import type { JewelleryKind } from "../jewellery-url";
import { n } from "./paint";

/**
 * The photograph around a piece. View 0: a light studio sweep. View 1: a close-up on a soft
 * coloured backdrop. View 2: a styled scene (stone surface, a dish or a velvet neck form,
 * a sprig of leaves and their shadow).
 */
const BACKDROPS = [
  ["#f8e7e2", "#e8c8bf"],
  ["#e8eee3", "#c9d6c1"],
  ["#e5edf5", "#c3d2e2"],
  ["#f5ede1", "#e0cdb2"],
  ["#efe7f3", "#d5c6e1"],
] as const;

const STUDIO = ["#ffffff", "#f6f2ee", "#e9e2da"] as const;

/** `before` is painted under the piece; `transform` places the piece in the picture. */
export type Frame = { defs: string; before: string; transform: string };

/**
 * Where each drawer's piece sits in its box and how much to enlarge it, so every product
 * fills the picture the same way: [centre x, centre y, scale].
 */
const FRAMING: Record<JewelleryKind, [number, number, number]> = {
  ring: [500, 545, 1.18],
  earrings: [500, 450, 1.25],
  necklace: [500, 380, 1.15],
  pendant: [500, 430, 1.12],
  bracelet: [500, 540, 1.2],
  bangle: [500, 480, 1.18],
  anklet: [500, 520, 1.1],
  set: [500, 480, 1.02],
  coin: [500, 500, 1.15],
  bar: [500, 490, 1.12],
  "tennis-bracelet": [500, 500, 1.22],
};

/** Centres a piece on (x, y) at its usual size times `zoom`. */
export function fit(kind: JewelleryKind, x = 500, y = 500, zoom = 1): string {
  const [cx, cy, scale] = FRAMING[kind];
  return `translate(${x} ${y}) scale(${(scale * zoom).toFixed(3)}) translate(${-cx} ${-cy})`;
}

const NECK: readonly JewelleryKind[] = ["necklace", "pendant"];

function studio(kind: JewelleryKind): Frame {
  return {
    defs: `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${STUDIO[0]}"/><stop offset="0.6" stop-color="${STUDIO[1]}"/><stop offset="1" stop-color="${STUDIO[2]}"/></radialGradient>`,
    before: `<rect width="1000" height="1000" fill="url(#bg)"/>`,
    transform: fit(kind),
  };
}

function closeUp(kind: JewelleryKind, variation: number): Frame {
  const [light, deep] = BACKDROPS[(variation + kind.length) % BACKDROPS.length]!;
  // Zoom on the interesting part: a ring's head, a pendant's drop, one earring.
  const focus: Partial<Record<JewelleryKind, [number, number]>> = {
    ring: [500, 420],
    pendant: [500, 600],
    earrings: [330, 440],
  };
  const [fx, fy] = focus[kind] ?? FRAMING[kind];
  const zoom = kind === "ring" || kind === "pendant" || kind === "earrings" ? 1.45 : kind === "set" ? 1 : 1.2;
  return {
    defs:
      `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
      `<radialGradient id="sweep" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    before: `<rect width="1000" height="1000" fill="url(#bg)"/><rect width="1000" height="1000" fill="url(#sweep)"/>`,
    transform: `translate(500 520) rotate(-9) scale(${(FRAMING[kind][2] * zoom).toFixed(3)}) translate(${-fx} ${-fy})`,
  };
}

function sprig(x: number, y: number, rot: number, color: string): string {
  const leaf = (dx: number, dy: number, a: number, s: number) =>
    `<ellipse cx="${n(dx)}" cy="${n(dy)}" rx="${n(34 * s)}" ry="${n(16 * s)}" transform="rotate(${a} ${n(dx)} ${n(dy)})" fill="${color}"/>`;
  const leaves = [
    leaf(40, -18, -30, 1),
    leaf(40, 18, 30, 1),
    leaf(110, -16, -25, 0.9),
    leaf(110, 16, 25, 0.9),
    leaf(175, -12, -20, 0.75),
    leaf(175, 12, 20, 0.75),
    leaf(225, 0, 0, 0.6),
  ];
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0,0 L240,0" stroke="#7d8a6f" stroke-width="4"/>${leaves.join("")}</g>`;
}

function styled(kind: JewelleryKind, variation: number): Frame {
  const neck = NECK.includes(kind);
  const surface = variation % 2 === 0 ? ["#efe8e1", "#ddd2c6"] : ["#eceae6", "#d6d2cc"];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${surface[0]}"/><stop offset="1" stop-color="${surface[1]}"/></linearGradient>` +
    `<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1e2a36"/><stop offset="0.45" stop-color="#3a4b5c"/><stop offset="1" stop-color="#17212b"/></linearGradient>` +
    `<radialGradient id="dish" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#fbf8f4"/><stop offset="0.8" stop-color="#e7ddd2"/><stop offset="1" stop-color="#cbbcac"/></radialGradient>`;
  const veins = `<g fill="none" stroke="#b9ada0" stroke-opacity="0.28" stroke-width="4"><path d="M-20,260 C200,210 330,330 560,250 S900,160 1020,210"/><path d="M-20,820 C220,760 420,880 700,800 S930,760 1020,790"/></g>`;
  const shadowLeaves = `<g fill="url(#shade)"><ellipse cx="900" cy="90" rx="160" ry="40" transform="rotate(35 900 90)"/><ellipse cx="820" cy="40" rx="120" ry="30" transform="rotate(-20 820 40)"/><ellipse cx="960" cy="230" rx="110" ry="28" transform="rotate(70 960 230)"/></g>`;
  const holder = neck
    ? `<path d="M330,-10 L330,120 C330,200 240,240 130,275 C40,305 0,360 0,420 L0,1000 L1000,1000 L1000,420 C1000,360 960,305 870,275 C760,240 670,200 670,120 L670,-10Z" fill="url(#velvet)"/>` +
      `<path d="M330,120 C360,170 640,170 670,120" fill="none" stroke="#0f161d" stroke-opacity="0.5" stroke-width="6"/>`
    : `<ellipse cx="510" cy="590" rx="430" ry="350" fill="url(#ground)"/><ellipse cx="500" cy="560" rx="400" ry="330" fill="url(#dish)"/><ellipse cx="500" cy="560" rx="340" ry="270" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>`;
  return {
    defs,
    before: `<rect width="1000" height="1000" fill="url(#bg)"/>${veins}${shadowLeaves}${neck ? "" : sprig(40, 900, -35, "#8fa07f")}${holder}`,
    transform: neck ? fit(kind, 500, 500, 0.8) : fit(kind, 500, 560, kind === "set" ? 0.86 : 0.72),
  };
}

export function frame(view: number, kind: JewelleryKind, variation: number): Frame {
  if (view === 1) return closeUp(kind, variation);
  if (view === 2) return styled(kind, variation);
  return studio(kind);
}
