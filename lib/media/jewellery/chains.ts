import { n, paint, type Metal } from "./paint";

export type Point = [number, number];

/** Points along a cubic Bézier curve. */
export function cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps = 120): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
  });
}

/** Points around an ellipse, starting at `from` radians. */
export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  steps = 180,
  from = 0,
  to = Math.PI * 2,
): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

/** Evenly spaced positions (and the direction of travel) along a polyline. */
export function along(line: Point[], spacing: number): { x: number; y: number; angle: number }[] {
  const out: { x: number; y: number; angle: number }[] = [];
  let carry = 0;
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = line[i - 1]!;
    const [x1, y1] = line[i]!;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
    let d = carry;
    while (d <= len) {
      const t = len === 0 ? 0 : d / len;
      out.push({ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, angle });
      d += spacing;
    }
    carry = d - len;
  }
  return out;
}

/** The index of the point of a line nearest to a given height: where a pendant hangs. */
export function lowest(line: Point[]): Point {
  return line.reduce((best, p) => (p[1] > best[1] ? p : best), line[0]!);
}

/**
 * A cable chain: links alternate between seen flat (an open oval) and seen edge-on (a bar),
 * each shaded like metal, so even a thin chain reads as linked metal rather than a line.
 * `back` marks links that run behind the piece; they are drawn dimmer.
 */
export function chain(
  line: Point[],
  size: number,
  metals: Metal | readonly Metal[],
  opts: { back?: (i: number) => boolean } = {},
): string {
  const links = along(line, size * 0.82);
  const list = typeof metals === "string" ? [metals] : metals;
  // A multicoloured chain changes metal every few links.
  const metalAt = (i: number) => list[Math.floor(i / 3) % list.length]!;
  // Dimmed links use fill/stroke opacity: group opacity would cost an offscreen surface per link.
  const flat = (x: number, y: number, a: number, metal: Metal, dim: string) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.62)}" ry="${n(size * 0.38)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})" fill="none" stroke="${paint.metal(metal)}" stroke-width="${n(size * 0.2)}"${dim && ` stroke-opacity="${dim}"`}/>`;
  const edge = (x: number, y: number, a: number, metal: Metal, dim: string) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.6)}" ry="${n(size * 0.13)}" transform="rotate(${n(a)} ${n(x)} ${n(y)})" fill="${paint.across(metal)}"${dim && ` fill-opacity="${dim}"`}/>`;
  const drawn = links.map((l, i) => {
    const dim = opts.back?.(i) ? "0.75" : "";
    return i % 2 === 0 ? flat(l.x, l.y, l.angle, metalAt(i), dim) : edge(l.x, l.y, l.angle, metalAt(i), dim);
  });
  return `<g>${drawn.join("")}</g>`;
}

/** A smooth rope of metal (snake or box chain) for fine chains where links would be noise. */
export function rope(line: Point[], width: number, metal: Metal): string {
  const d = line.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)},${n(y)}`).join(" ");
  return (
    `<path d="${d}" fill="none" stroke="${METAL_EDGE[metal]}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${paint.metal(metal)}" stroke-width="${n(width * 0.7)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(width * 0.18)}" stroke-linecap="round" stroke-dasharray="${n(width * 2)} ${n(width * 1.2)}"/>`
  );
}

const METAL_EDGE: Record<Metal, string> = { yellow: "#8a6216", white: "#7c848c", rose: "#93543f", silver: "#6f7882" };

/** A ring clasp and its jump ring, where a chain closes. */
export function clasp(x: number, y: number, size: number, metal: Metal): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="none" stroke="${paint.metal(metal)}" stroke-width="${n(size * 0.45)}"/>` +
    `<circle cx="${n(x + size * 1.5)}" cy="${n(y)}" r="${n(size * 0.55)}" fill="none" stroke="${paint.metal(metal)}" stroke-width="${n(size * 0.3)}"/>`
  );
}
