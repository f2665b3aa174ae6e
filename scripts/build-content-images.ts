/**
 * Renders the storefront's content art (heroes, promo banners, category tiles, error-page
 * cards) from SVG drawn here into WebP under public/content/. Everything is made locally and
 * deterministically, so the output can be rebuilt at any time:
 *
 *   npx tsx scripts/build-content-images.ts
 *
 * Hero art keeps its jewellery on the end side (right in LTR) and the start side calm, because
 * the hero text sits there; mirror the image in RTL (`rtl:-scale-x-100`). Phone heroes keep the
 * lower half calm for the same reason.
 */
import { mkdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";

const OUT = join(process.cwd(), "public", "content");
const GOLD = "#b8893b";
const BRAND = { main: "#1f3b57", missl: "#b0466f", waves: "#1c6e7d" } as const;
type Brand = keyof typeof BRAND;

// ---------- drawing primitives (each returns SVG markup) ----------

const n = (v: number) => Math.round(v * 10) / 10;

/** A tiny seeded generator, so every run draws the same sparkles. */
function random(seed: number) {
  return () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
}

const DEFS = `<defs>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fbe9bd"/><stop offset=".3" stop-color="#e0b865"/><stop offset=".55" stop-color="#a97a2c"/>
    <stop offset=".75" stop-color="#f0d08a"/><stop offset="1" stop-color="#8a6424"/>
  </linearGradient>
  <linearGradient id="goldV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff1cc"/><stop offset=".35" stop-color="#e2b864"/><stop offset=".7" stop-color="#9c6f27"/><stop offset="1" stop-color="#d9ae5c"/>
  </linearGradient>
  <linearGradient id="goldDark" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#7a561c"/><stop offset=".5" stop-color="#b8893b"/><stop offset="1" stop-color="#6e4d18"/>
  </linearGradient>
  <linearGradient id="ice" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#dfeaf5"/><stop offset="1" stop-color="#9fb8d2"/>
  </linearGradient>
  <radialGradient id="pearl" cx=".35" cy=".3" r=".8">
    <stop offset="0" stop-color="#ffffff"/><stop offset=".45" stop-color="#f3ece4"/><stop offset="1" stop-color="#c9bcb0"/>
  </radialGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff6dc" stop-opacity=".55"/><stop offset="1" stop-color="#fff6dc" stop-opacity="0"/></radialGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;

function sparkle(x: number, y: number, r: number, fill = "#fff7e0", opacity = 1) {
  const k = r * 0.18;
  return `<path opacity="${n(opacity)}" fill="${fill}" d="M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z"/>`;
}

function sparkles(
  seed: number,
  count: number,
  box: [number, number, number, number],
  size: [number, number],
  fill?: string,
) {
  const rnd = random(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const [x, y, w, h] = box;
    out += sparkle(x + rnd() * w, y + rnd() * h, size[0] + rnd() * (size[1] - size[0]), fill, 0.35 + rnd() * 0.65);
  }
  return out;
}

const glow = (x: number, y: number, r: number, opacity = 1) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#glow)" opacity="${opacity}"/>`;
const shadow = (x: number, y: number, rx: number, ry: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;

/** A brilliant-cut stone seen from the side, `w` wide, its table at `y`. */
function diamond(cx: number, y: number, w: number) {
  const h1 = w * 0.22,
    h2 = w * 0.5,
    t = w * 0.3;
  const L = cx - w / 2,
    R = cx + w / 2,
    top = y,
    girdle = y + h1,
    tip = y + h1 + h2;
  const p = (pts: number[][]) => pts.map(([a, b]) => `${n(a!)},${n(b!)}`).join(" ");
  return `<g stroke="#8aa6c4" stroke-width="${n(w * 0.012)}" stroke-linejoin="round">
    <polygon points="${p([
      [cx - t, top],
      [cx + t, top],
      [R, girdle],
      [cx, tip],
      [L, girdle],
    ])}" fill="url(#ice)"/>
    <polygon points="${p([
      [cx - t, top],
      [cx, girdle],
      [L, girdle],
    ])}" fill="#ffffff"/>
    <polygon points="${p([
      [cx + t, top],
      [R, girdle],
      [cx, girdle],
    ])}" fill="#c9d9ea"/>
    <polygon points="${p([
      [L, girdle],
      [cx - w * 0.16, girdle],
      [cx, tip],
    ])}" fill="#e9f1f9"/>
    <polygon points="${p([
      [cx + w * 0.16, girdle],
      [R, girdle],
      [cx, tip],
    ])}" fill="#a9c1da"/>
    <polygon points="${p([
      [cx - w * 0.16, girdle],
      [cx + w * 0.16, girdle],
      [cx, tip],
    ])}" fill="#d5e3f1"/>
  </g>${sparkle(cx - t * 0.4, top + h1 * 0.45, w * 0.16, "#fff")}`;
}

/** An upright ring, band radius r, optionally with a solitaire on top. */
function ring(cx: number, cy: number, r: number, stone = true) {
  const t = r * 0.16;
  const band = `<path fill-rule="evenodd" fill="url(#gold)" d="M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r * 1.02)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 1.02)} 0 1 0 ${n(-2 * r)} 0Z
    M${n(cx - r + t)} ${n(cy + t * 0.15)}a${n(r - t)} ${n(r - t * 0.9)} 0 1 1 ${n(2 * (r - t))} 0a${n(r - t)} ${n(r - t * 0.9)} 0 1 1 ${n(-2 * (r - t))} 0Z"/>
    <path fill="none" stroke="#fff8e6" stroke-opacity=".7" stroke-width="${n(t * 0.18)}" stroke-linecap="round" d="M${n(cx - r * 0.8)} ${n(cy + r * 0.45)}A${n(r * 0.92)} ${n(r * 0.92)} 0 0 0 ${n(cx + r * 0.2)} ${n(cy + r * 0.9)}"/>`;
  if (!stone) return band;
  const w = r * 0.95,
    head = cy - r * 1.02;
  const prongs = `<path fill="url(#goldV)" d="M${n(cx - w * 0.42)} ${n(head - w * 0.22)}L${n(cx - w * 0.2)} ${n(head + t)}H${n(cx + w * 0.2)}L${n(cx + w * 0.42)} ${n(head - w * 0.22)}L${n(cx + w * 0.3)} ${n(head - w * 0.22)}L${n(cx)} ${n(head - w * 0.02)}L${n(cx - w * 0.3)} ${n(head - w * 0.22)}Z"/>`;
  return `${band}${diamond(cx, head - w * 0.62, w)}${prongs}`;
}

/** A chain along a path: a gold line with small links. */
function chain(d: string, width = 4) {
  return `<path d="${d}" fill="none" stroke="#8a6424" stroke-width="${width * 0.9}" stroke-linecap="round"/>
  <path d="${d}" fill="none" stroke="url(#goldV)" stroke-width="${width}" stroke-dasharray="${n(width * 1.6)} ${n(width * 0.7)}" stroke-linecap="round"/>`;
}

function heart(cx: number, cy: number, s: number, fill = "url(#gold)") {
  return `<path fill="${fill}" transform="translate(${n(cx - s / 2)} ${n(cy - s * 0.45)}) scale(${n(s / 100)})"
    d="M50 92C22 72 2 56 2 32C2 16 14 4 29 4C38 4 46 9 50 17C54 9 62 4 71 4C86 4 98 16 98 32C98 56 78 72 50 92Z"/>
  <path fill="none" stroke="#fff8e6" stroke-opacity=".6" stroke-width="${n(s * 0.04)}" stroke-linecap="round" d="M${n(cx - s * 0.33)} ${n(cy - s * 0.22)}Q${n(cx - s * 0.3)} ${n(cy - s * 0.38)} ${n(cx - s * 0.14)} ${n(cy - s * 0.38)}"/>`;
}

function pearl(cx: number, cy: number, r: number) {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#pearl)"/>`;
}

/** A pearl hanging from a gold cap and bail, its top at y. */
function pearlDrop(cx: number, y: number, r: number) {
  return `<circle cx="${n(cx)}" cy="${n(y + r * 0.12)}" r="${n(r * 0.13)}" fill="none" stroke="${GOLD}" stroke-width="${n(r * 0.06)}"/>
  ${pearl(cx, y + r * 1.38, r)}
  <path fill="url(#goldV)" d="M${n(cx - r * 0.36)} ${n(y + r * 0.56)}Q${n(cx)} ${n(y + r * 0.02)} ${n(cx + r * 0.36)} ${n(y + r * 0.56)}Q${n(cx)} ${n(y + r * 0.68)} ${n(cx - r * 0.36)} ${n(y + r * 0.56)}Z"/>`;
}

/** A chain hanging in a curve between two points; returns the markup and its lowest point. */
function strand(x0: number, x1: number, top: number, sag: number, width: number) {
  const mid = (x0 + x1) / 2;
  return {
    markup: chain(`M${n(x0)} ${n(top)}Q${n(mid)} ${n(top + sag * 2)} ${n(x1)} ${n(top)}`, width),
    bottom: top + sag,
  };
}

/** A bangle seen from above at an angle: a thick gold ellipse, back arc darker than the front. */
function bangle(cx: number, cy: number, rx: number, ry: number, t: number, engraved = false) {
  const back = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}`;
  const front = `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}`;
  const wave = engraved
    ? `<path d="M${n(cx - rx + t * 0.1)} ${n(cy)}A${n(rx - t * 0.1)} ${n(ry)} 0 0 0 ${n(cx + rx - t * 0.1)} ${n(cy)}" fill="none" stroke="#7a561c" stroke-opacity=".45" stroke-width="${n(t * 0.1)}"/>`
    : "";
  return `<path d="${back}" fill="none" stroke="url(#goldDark)" stroke-width="${n(t)}"/>
  <path d="${front}" fill="none" stroke="url(#gold)" stroke-width="${n(t)}" stroke-linecap="round"/>
  <path d="M${n(cx - rx * 0.85)} ${n(cy + ry * 0.45)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx * 0.1)} ${n(cy + ry - t * 0.1)}" fill="none" stroke="#fff8e6" stroke-opacity=".65" stroke-width="${n(t * 0.14)}" stroke-linecap="round"/>${wave}`;
}

/** A drop earring: hook, small stone, gold teardrop. */
function earring(cx: number, top: number, s: number) {
  return `<path d="M${n(cx)} ${n(top + s * 0.28)}C${n(cx)} ${n(top)} ${n(cx + s * 0.22)} ${n(top - s * 0.05)} ${n(cx + s * 0.26)} ${n(top + s * 0.12)}" fill="none" stroke="url(#goldV)" stroke-width="${n(s * 0.035)}" stroke-linecap="round"/>
  <circle cx="${n(cx)}" cy="${n(top + s * 0.33)}" r="${n(s * 0.07)}" fill="url(#gold)"/>
  ${diamond(cx, top + s * 0.36, s * 0.16)}
  <path fill="url(#gold)" d="M${n(cx)} ${n(top + s * 0.52)}C${n(cx + s * 0.05)} ${n(top + s * 0.62)} ${n(cx + s * 0.2)} ${n(top + s * 0.78)} ${n(cx + s * 0.2)} ${n(top + s * 0.88)}A${n(s * 0.2)} ${n(s * 0.2)} 0 0 1 ${n(cx - s * 0.2)} ${n(top + s * 0.88)}C${n(cx - s * 0.2)} ${n(top + s * 0.78)} ${n(cx - s * 0.05)} ${n(top + s * 0.62)} ${n(cx)} ${n(top + s * 0.52)}Z"/>
  <path fill="none" stroke="#fff8e6" stroke-opacity=".6" stroke-width="${n(s * 0.02)}" stroke-linecap="round" d="M${n(cx - s * 0.12)} ${n(top + s * 0.86)}Q${n(cx - s * 0.12)} ${n(top + s * 0.74)} ${n(cx - s * 0.04)} ${n(top + s * 0.66)}"/>`;
}

function coin(cx: number, cy: number, r: number) {
  return `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.12)}" rx="${n(r)}" ry="${n(r * 0.98)}" fill="#7a561c"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#gold)"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="none" stroke="#8a6424" stroke-width="${n(r * 0.04)}"/>
  <circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.4)}" fill="none" stroke="#fff1cc" stroke-opacity=".7" stroke-width="${n(r * 0.05)}"/>
  ${sparkle(cx, cy, r * 0.22, "#fff1cc")}`;
}

/** A gold bar in perspective. */
function bar(x: number, y: number, w: number) {
  const h = w * 0.32,
    inset = w * 0.12,
    depth = w * 0.18;
  return `<polygon points="${n(x)},${n(y + h)} ${n(x + w)},${n(y + h)} ${n(x + w - inset)},${n(y)} ${n(x + inset)},${n(y)}" fill="url(#goldV)"/>
  <polygon points="${n(x + inset)},${n(y)} ${n(x + w - inset)},${n(y)} ${n(x + w - inset + depth * 0.3)},${n(y - depth)} ${n(x + inset + depth * 0.3)},${n(y - depth)}" fill="#fbe3a6"/>
  <polygon points="${n(x + w)},${n(y + h)} ${n(x + w + depth * 0.3)},${n(y + h - depth)} ${n(x + w - inset + depth * 0.3)},${n(y - depth)} ${n(x + w - inset)},${n(y)}" fill="#8a6424"/>
  <rect x="${n(x + w * 0.3)}" y="${n(y + h * 0.35)}" width="${n(w * 0.4)}" height="${n(h * 0.3)}" rx="${n(h * 0.05)}" fill="none" stroke="#8a6424" stroke-opacity=".6" stroke-width="${n(w * 0.012)}"/>`;
}

/** Thin gold arcs sweeping across a scene. */
function arcs(cx: number, cy: number, radii: number[], opacity = 0.5, width = 2) {
  return radii
    .map(
      (r, i) =>
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${GOLD}" stroke-opacity="${n(opacity * (1 - i * 0.15))}" stroke-width="${width}"/>`,
    )
    .join("");
}

function waves(x: number, y: number, w: number, amp: number, count: number, gap: number, opacity = 0.6, width = 2.5) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const yy = y + i * gap,
      seg = w / 6,
      a = amp * (1 - i * 0.08);
    let d = `M${n(x)} ${n(yy)}`;
    for (let s = 0; s < 6; s++) d += `q${n(seg / 2)} ${n(s % 2 ? a : -a)} ${n(seg)} 0`;
    out += `<path d="${d}" fill="none" stroke="url(#gold)" stroke-opacity="${n(opacity * (1 - i * 0.1))}" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  return out;
}

function background(w: number, h: number, from: string, to: string, glowAt?: [number, number, number]) {
  return `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>${glowAt ? glow(...glowAt) : ""}`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;

// ---------- scenes ----------

/** Brand scenery drawn around a focal point (x, y) at scale s; used by heroes and cards. */
function motif(brand: Brand, x: number, y: number, s: number, seed: number) {
  switch (brand) {
    case "main":
      return `${arcs(x, y + s * 0.1, [s * 1.5, s * 1.75, s * 2.05], 0.45, Math.max(1.5, s * 0.012))}
        ${glow(x, y - s * 0.35, s * 1.1)}${shadow(x, y + s * 0.78, s * 0.7, s * 0.08)}
        ${ring(x, y + s * 0.15, s * 0.52)}${ring(x + s * 0.78, y + s * 0.42, s * 0.3, false)}
        ${sparkles(seed, 14, [x - s * 1.6, y - s * 1.1, s * 3.2, s * 2.2], [s * 0.015, s * 0.05])}`;
    case "missl":
      return `${glow(x, y, s * 1.2)}
        <g fill="none" stroke="#f7d3df" stroke-opacity=".12" stroke-width="${n(Math.max(1.5, s * 0.01))}">
          <path transform="translate(${n(x - s * 1.05)} ${n(y - s * 0.9)}) scale(${n(s * 0.021)})" d="M50 92C22 72 2 56 2 32C2 16 14 4 29 4C38 4 46 9 50 17C54 9 62 4 71 4C86 4 98 16 98 32C98 56 78 72 50 92Z"/>
          <path transform="translate(${n(x - s * 1.3)} ${n(y - s * 1.1)}) scale(${n(s * 0.026)})" d="M50 92C22 72 2 56 2 32C2 16 14 4 29 4C38 4 46 9 50 17C54 9 62 4 71 4C86 4 98 16 98 32C98 56 78 72 50 92Z"/>
        </g>
        ${chain(`M${n(x - s * 1.1)} ${n(y - s * 1.6)}Q${n(x - s * 0.2)} ${n(y - s * 0.3)} ${n(x)} ${n(y - s * 0.36)}Q${n(x + s * 0.2)} ${n(y - s * 0.3)} ${n(x + s * 1.1)} ${n(y - s * 1.6)}`, s * 0.025)}
        <circle cx="${n(x)}" cy="${n(y - s * 0.3)}" r="${n(s * 0.05)}" fill="none" stroke="${GOLD}" stroke-width="${n(s * 0.02)}"/>
        ${heart(x, y + s * 0.08, s * 0.62)}
        ${heart(x - s * 0.95, y + s * 0.45, s * 0.22)}${heart(x + s * 0.9, y - s * 0.2, s * 0.16)}
        ${sparkles(seed, 16, [x - s * 1.5, y - s * 1, s * 3, s * 2], [s * 0.02, s * 0.06])}`;
    case "waves":
      return `${waves(x - s * 4, y + s * 0.25, s * 8, s * 0.14, 5, s * 0.13, 0.7, Math.max(1.5, s * 0.016))}
        ${glow(x, y - s * 0.3, s)}
        ${chain(`M${n(x - s * 0.9)} ${n(y - s * 1.7)}L${n(x)} ${n(y - s * 0.72)}L${n(x + s * 0.9)} ${n(y - s * 1.7)}`, s * 0.022)}
        ${pearlDrop(x, y - s * 0.74, s * 0.26)}
        ${sparkles(seed, 12, [x - s * 1.5, y - s * 1, s * 3, s * 1.6], [s * 0.015, s * 0.05])}`;
  }
}

const PALETTE: Record<Brand, { dark: [string, string]; light: [string, string] }> = {
  main: { dark: ["#152a3f", "#2b4f72"], light: ["#fbf4e6", "#ead7b0"] },
  missl: { dark: ["#8e3458", "#c9698f"], light: ["#fdf0f3", "#f3cdd9"] },
  waves: { dark: ["#0f4852", "#2a8797"], light: ["#eef7f6", "#c4e3e2"] },
};

function hero(brand: Brand, w: number, h: number, phone: boolean) {
  const [from, to] = PALETTE[brand].dark;
  // Desktop: jewellery on the end side, text side calm. Phone: jewellery up top, text below.
  const [x, y, s] = phone ? [w / 2, h * 0.32, w * 0.36] : [w * 0.7, h * 0.5, h * 0.42];
  const fade = phone
    ? `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="${from}" stop-opacity="0"/><stop offset=".85" stop-color="${from}" stop-opacity=".85"/></linearGradient>`
    : `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset=".05" stop-color="${from}" stop-opacity=".8"/><stop offset=".5" stop-color="${from}" stop-opacity="0"/></linearGradient>`;
  return svg(
    w,
    h,
    `${background(w, h, from, to)}${motif(brand, x, y, s, brand.length * 7 + w)}${fade}<rect width="${w}" height="${h}" fill="url(#fade)"/>`,
  );
}

function errorCard(brand: Brand, w: number, h: number) {
  const [from, to] = PALETTE[brand].dark;
  const s = Math.min(w, h) * 0.36;
  return svg(w, h, `${background(w, h, from, to)}${motif(brand, w / 2, h * 0.52, s, w + h)}`);
}

function promoBanner(brand: Brand, w: number, h: number) {
  const [from, to] = PALETTE[brand].light;
  const x = w / 2,
    y = h / 2,
    s = Math.min(w, h) * 0.42;
  let art = "";
  if (brand === "main") {
    art = `${arcs(x, y, [s * 1.25, s * 1.45], 0.35, s * 0.01)}${glow(x, y - s * 0.3, s, 0.8)}${shadow(x, y + s * 0.72, s * 0.6, s * 0.07)}${ring(x, y + s * 0.12, s * 0.55)}
      ${sparkles(11, 10, [x - s * 1.2, y - s, s * 2.4, s * 1.8], [s * 0.02, s * 0.05], GOLD)}`;
  } else if (brand === "missl") {
    const top = y - s * 1.2;
    const a = strand(x - s * 1.1, x + s * 1.1, top, s * 0.55, s * 0.02);
    const b = strand(x - s * 1.25, x + s * 1.25, top, s * 0.9, s * 0.024);
    const c = strand(x - s * 1.4, x + s * 1.4, top, s * 1.3, s * 0.028);
    art = `${glow(x, y, s * 1.1, 0.8)}${a.markup}${b.markup}${c.markup}
      ${diamond(x, a.bottom - s * 0.02, s * 0.12)}${pearlDrop(x, b.bottom - s * 0.02, s * 0.08)}
      <circle cx="${n(x)}" cy="${n(c.bottom + s * 0.03)}" r="${n(s * 0.035)}" fill="none" stroke="${GOLD}" stroke-width="${n(s * 0.014)}"/>
      ${heart(x, c.bottom + s * 0.25, s * 0.4)}
      ${sparkles(23, 10, [x - s * 1.2, y - s, s * 2.4, s * 1.8], [s * 0.02, s * 0.05], "#d27a9b")}`;
  } else {
    art = `${waves(0, h * 0.18, w, s * 0.06, 3, s * 0.1, 0.35, s * 0.01)}${glow(x, y, s, 0.8)}${shadow(x, y + s * 0.75, s * 0.9, s * 0.08)}
      ${bangle(x, y + s * 0.45, s * 0.8, s * 0.28, s * 0.13, true)}${bangle(x, y + s * 0.12, s * 0.8, s * 0.28, s * 0.11, true)}${bangle(x, y - s * 0.2, s * 0.8, s * 0.28, s * 0.13, true)}
      ${sparkles(37, 10, [x - s * 1.2, y - s, s * 2.4, s * 1.8], [s * 0.02, s * 0.05], GOLD)}`;
  }
  return svg(w, h, `${background(w, h, from, to)}${art}`);
}

/** Category tiles: one recognisable piece on a warm cream ground, kept inside the circle crop. */
const TILES: Record<string, (c: number, s: number) => string> = {
  rings: (c, s) => `${shadow(c, c + s * 0.62, s * 0.5, s * 0.06)}${ring(c, c + s * 0.12, s * 0.42)}`,
  earrings: (c, s) =>
    `${earring(c - s * 0.32, c - s * 0.62, s * 1.05)}${earring(c + s * 0.32, c - s * 0.62, s * 1.05)}`,
  necklaces: (
    c,
    s,
  ) => `${chain(`M${n(c - s * 0.75)} ${n(c - s * 0.7)}Q${n(c - s * 0.6)} ${n(c + s * 0.4)} ${n(c)} ${n(c + s * 0.42)}Q${n(c + s * 0.6)} ${n(c + s * 0.4)} ${n(c + s * 0.75)} ${n(c - s * 0.7)}`, s * 0.035)}
    ${chain(`M${n(c - s * 0.62)} ${n(c - s * 0.7)}Q${n(c - s * 0.5)} ${n(c + s * 0.1)} ${n(c)} ${n(c + s * 0.12)}Q${n(c + s * 0.5)} ${n(c + s * 0.1)} ${n(c + s * 0.62)} ${n(c - s * 0.7)}`, s * 0.028)}
    ${diamond(c, c + s * 0.44, s * 0.18)}`,
  pendants: (
    c,
    s,
  ) => `${chain(`M${n(c - s * 0.55)} ${n(c - s * 0.8)}L${n(c)} ${n(c - s * 0.1)}L${n(c + s * 0.55)} ${n(c - s * 0.8)}`, s * 0.03)}
    <circle cx="${c}" cy="${n(c - s * 0.08)}" r="${n(s * 0.06)}" fill="none" stroke="url(#goldV)" stroke-width="${n(s * 0.03)}"/>${heart(c, c + s * 0.3, s * 0.55)}`,
  bracelets: (
    c,
    s,
  ) => `${shadow(c, c + s * 0.42, s * 0.7, s * 0.08)}${chain(`M${n(c - s * 0.7)} ${n(c)}A${n(s * 0.7)} ${n(s * 0.32)} 0 1 0 ${n(c + s * 0.7)} ${n(c)}A${n(s * 0.7)} ${n(s * 0.32)} 0 1 0 ${n(c - s * 0.7)} ${n(c)}`, s * 0.05)}
    ${[0.2, 0.35, 0.5, 0.65, 0.8].map((t) => diamond(c - s * 0.7 * Math.cos(Math.PI * t), c + s * 0.32 * Math.sin(Math.PI * t) - s * 0.04, s * 0.11)).join("")}`,
  bangles: (c, s) =>
    `${shadow(c, c + s * 0.5, s * 0.75, s * 0.08)}${bangle(c, c + s * 0.22, s * 0.62, s * 0.24, s * 0.11)}${bangle(c, c - s * 0.05, s * 0.62, s * 0.24, s * 0.09, true)}${bangle(c, c - s * 0.32, s * 0.62, s * 0.24, s * 0.11)}`,
  anklets: (
    c,
    s,
  ) => `${chain(`M${n(c - s * 0.75)} ${n(c - s * 0.1)}A${n(s * 0.75)} ${n(s * 0.3)} 0 1 0 ${n(c + s * 0.75)} ${n(c - s * 0.1)}A${n(s * 0.75)} ${n(s * 0.3)} 0 1 0 ${n(c - s * 0.75)} ${n(c - s * 0.1)}`, s * 0.04)}
    ${[0.25, 0.42, 0.58, 0.75]
      .map((t, i) => {
        const x = c - s * 0.75 * Math.cos(Math.PI * t),
          y = c - s * 0.1 + s * 0.3 * Math.sin(Math.PI * t);
        return `<path d="M${n(x)} ${n(y)}v${n(s * 0.1)}" stroke="${GOLD}" stroke-width="${n(s * 0.015)}"/>${i % 2 ? heart(x, y + s * 0.16, s * 0.1) : pearl(x, y + s * 0.15, s * 0.05)}`;
      })
      .join("")}`,
  sets: (
    c,
    s,
  ) => `${chain(`M${n(c - s * 0.6)} ${n(c - s * 0.75)}Q${n(c - s * 0.45)} ${n(c + s * 0.05)} ${n(c)} ${n(c + s * 0.08)}Q${n(c + s * 0.45)} ${n(c + s * 0.05)} ${n(c + s * 0.6)} ${n(c - s * 0.75)}`, s * 0.03)}
    ${diamond(c, c + s * 0.1, s * 0.16)}${earring(c - s * 0.42, c + s * 0.05, s * 0.6)}${earring(c + s * 0.42, c + s * 0.05, s * 0.6)}`,
  "coins-bars": (c, s) =>
    `${shadow(c, c + s * 0.55, s * 0.8, s * 0.08)}${bar(c - s * 0.72, c + s * 0.22, s * 0.85)}${bar(c - s * 0.6, c - s * 0.1, s * 0.7)}${coin(c + s * 0.42, c + s * 0.15, s * 0.32)}`,
};

function tile(kind: string, size: number) {
  const c = size / 2,
    s = size * 0.46;
  const ground = `<radialGradient id="tileBg" cx=".5" cy=".42" r=".65"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#f1e6d2"/></radialGradient>
    <rect width="${size}" height="${size}" fill="url(#tileBg)"/>`;
  return svg(size, size, `${ground}${glow(c, c, s, 0.6)}${TILES[kind]!(c, s)}`);
}

// ---------- output ----------

async function write(path: string, markup: string, quality = 80) {
  const file = join(OUT, path);
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(markup)).webp({ quality, effort: 6, smartSubsample: true }).toFile(file);
  const { size } = await stat(file);
  console.log(`${path.padEnd(32)} ${(size / 1024).toFixed(1).padStart(6)} KB`);
  if (size > 60 * 1024) console.warn(`  ${path} is over 60 KB`);
}

async function main() {
  for (const brand of Object.keys(BRAND) as Brand[]) {
    await write(`heroes/${brand}-desktop.webp`, hero(brand, 1600, 640, false));
    await write(`heroes/${brand}-mobile.webp`, hero(brand, 800, 1000, true));
    await write(`banners/${brand}-desktop.webp`, promoBanner(brand, 1200, 900));
    await write(`banners/${brand}-mobile.webp`, promoBanner(brand, 800, 600));
    await write(`error-promos/${brand}-desktop.webp`, errorCard(brand, 800, 500));
    await write(`error-promos/${brand}-mobile.webp`, errorCard(brand, 600, 600));
  }
  for (const kind of Object.keys(TILES)) await write(`tiles/${kind}.webp`, tile(kind, 600));
}

await main();
