#!/usr/bin/env node
/**
 * Writes public/sounds/cart-add.wav: the soft two-note chime played after an add to bag
 * (features/cart/cart-sound.ts). Pure math, no dependencies: two sine partials a fifth apart (E6, B6) with a
 * quiet octave overtone, a 5 ms attack and an exponential decay, 150 ms, 22.05 kHz mono 16-bit.
 * Run `node scripts/make-cart-sound.mjs` after changing it; the WAV is committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const RATE = 22_050;
const DURATION_S = 0.15;
const PEAK = 0.35; // soft: well below full scale

const notes = [
  { freq: 1318.5, start: 0, gain: 1 }, // E6
  { freq: 1975.5, start: 0.045, gain: 0.8 }, // B6, a moment later
];

function sample(t) {
  let value = 0;
  for (const { freq, start, gain } of notes) {
    const local = t - start;
    if (local < 0) continue;
    const attack = Math.min(1, local / 0.005);
    const decay = Math.exp(-local / 0.035);
    value +=
      gain * attack * decay * (Math.sin(2 * Math.PI * freq * local) + 0.2 * Math.sin(4 * Math.PI * freq * local));
  }
  // A 10 ms fade at the very end, so the file never stops on a click.
  const tail = Math.min(1, (DURATION_S - t) / 0.01);
  return value * tail;
}

const count = Math.round(RATE * DURATION_S);
const raw = Float64Array.from({ length: count }, (_, i) => sample(i / RATE));
const max = raw.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;

const data = Buffer.alloc(count * 2);
raw.forEach((v, i) => data.writeInt16LE(Math.round((v / max) * PEAK * 32767), i * 2));

const header = Buffer.alloc(44);
header.write("RIFF", 0, "ascii");
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8, "ascii");
header.write("fmt ", 12, "ascii");
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // byte rate
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write("data", 36, "ascii");
header.writeUInt32LE(data.length, 40);

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "sounds", "cart-add.wav");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${(44 + data.length).toLocaleString("en")} bytes, ${DURATION_S * 1000} ms)`);
