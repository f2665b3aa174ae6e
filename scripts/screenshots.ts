// Screenshots of pages at phone and desktop widths, to look at (npm run screenshots -- [base] [paths...]).
// Writes .reports/screenshots/{path}-{width}.png; full-page when SHOTS_FULL=1.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";

const [base = "http://127.0.0.1:3000", ...args] = process.argv.slice(2);
const paths = args.length ? args : ["/en-sa", "/ar-sa"];
const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const out = ".reports/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const path of paths) {
  for (const viewport of widths) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${path.replace(/\W+/g, "_").replace(/^_/, "") || "root"}-${viewport.width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SHOTS_FULL === "1" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
