// `npm run lighthouse`: Lighthouse (mobile defaults) on the production server's home, listing,
// product and cart templates in en-sa and ar-sa (and a listing and product in ar-eg):
// performance, accessibility and SEO, plus the JavaScript each page transfers (gzipped KB).
// Exit 0 even under budget unless --strict.
//   npm run lighthouse [-- --strict] [--runs N] [--only listing] [--chrome-flag=--disable-features=PaintHolding]
// (median of N runs per page, default 5). Each run's observed first contentful paint is printed:
// Chromium on a 2-core host often holds it to ~1.27 or ~2.27 s (its compositor throttles a frame
// sink it counts as unresponsive to one frame a second; Lighthouse issue #17148; headless and
// headed under Xvfb alike), and Lighthouse's simulation then counts every task before it into
// LCP (docs/testing.md). --chrome-flag is for diagnosing that; the budget is read without it.
// Every run gets a new browser with an empty profile, as the Lighthouse CLI does (a browser kept
// across runs keeps its font lookups warm and scored a listing 92-95 where fresh ones gave 86-97).
// Each run also prints the host's benchmarkIndex: the default 4x CPU slowdown assumes a
// high-end desktop (1500-2000); see docs/testing.md before comparing figures across machines.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { REPORTS, ROOT, startProdServer, type ProdServer } from "./lib/prod-server";

const { values: options } = parseArgs({
  options: {
    strict: { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    "chrome-flag": { type: "string", multiple: true, default: [] },
  },
});
const args = { strict: options.strict, runs: Math.max(1, Number(options.runs) || 5) };
const PRODUCT = "(first product of the listing)";
const ALL_PAGES = [
  { path: "/en-sa", name: "en-sa" },
  { path: "/ar-sa", name: "ar-sa" },
  { path: "/en-sa/product-listing-page/rings", name: "listing-en-sa" },
  { path: "/ar-sa/product-listing-page/rings", name: "listing-ar-sa" },
  { path: "/ar-eg/egy/rings", name: "listing-ar-eg" },
  { path: PRODUCT, name: "product-en-sa", from: "/en-sa/product-listing-page/rings" },
  { path: PRODUCT, name: "product-ar-sa", from: "/ar-sa/product-listing-page/rings" },
  { path: PRODUCT, name: "product-ar-eg", from: "/ar-eg/egy/rings" },
  // The bag is noindex by design (a shopper's own page), so SEO's crawlability is not its budget.
  { path: "/en-sa/cart", name: "cart-en-sa", noindex: true },
  { path: "/ar-sa/cart", name: "cart-ar-sa", noindex: true },
];
const PAGES = ALL_PAGES.filter((p) => !options.only || p.name.includes(options.only));
// Issue 22's budgets: performance >= 95 on every template, accessibility 100.
const BUDGET = { performance: 95, accessibility: 100, seo: 100 } as const;
type CategoryId = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as CategoryId[];

const log = (message: string) => console.log(`[lighthouse] ${message}`);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Audits of a category that cost it points, heaviest first. */
function failingAudits(lhr: Lhr, category: CategoryId) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => `${ref.id} (score ${Math.round((audit!.score ?? 0) * 100)}${audit!.displayValue ? `, ${audit!.displayValue}` : ""}): ${audit!.title}`);
}

/**
 * Steady state, as shoppers meet it: each page rendered into Next's cache and its images
 * optimized once (the first optimization of a picture costs server CPU that would otherwise
 * land inside the audit on this 2-core machine).
 */
async function warm(origin: string) {
  const get = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
  for (const page of PAGES) {
    if (page.from) {
      const html = await (await fetch(origin + page.from, { signal: AbortSignal.timeout(60_000) })).text();
      page.path = /href="(\/[a-z]{2}-[a-z]{2}\/p\/[^"?]+)"/.exec(html)?.[1] ?? page.path;
    }
    for (let i = 0; i < 3; i++) await get(origin + page.path);
    const html = await (await fetch(origin + page.path)).text();
    const images = new Set([...html.matchAll(/(?:src|srcSet)="([^"]+)"/g)].flatMap((m) => m[1]!.split(", ").map((c) => c.split(" ")[0]!)));
    for (const src of images) if (src.startsWith("/")) await get(origin + src.replaceAll("&amp;", "&"));
  }
}

/** Kilobytes of JavaScript the page transferred (compressed, as the network carried it). */
function scriptKb(lhr: Lhr): number {
  const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return Math.round(items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024);
}

let server: ProdServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanup = async () => {
  chrome?.kill();
  await server?.stop();
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
process.on("SIGTERM", () => void cleanup().then(() => process.exit(143)));

let exitCode = 0;
try {
  const browser = spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-browser.mjs")], { stdio: "inherit" });
  if (browser.status !== 0) throw new Error("Chromium is not available (see above)");

  server = await startProdServer({ name: "lighthouse", pgliteDir: ".data/lighthouse", log });
  await warm(server.origin);

  const summary: { page: string; name: string; scores: Record<CategoryId, number>; jsKb: number; failing: Partial<Record<CategoryId, string[]>> }[] = [];
  // Lighthouse's own advice: scores vary run to run, so take the median of several runs
  // (--runs N, default 5), interleaving the pages so neither always goes first.
  const runs: Record<string, RunnerResult[]> = {};
  for (let run = 0; run < args.runs; run++) {
    for (const page of PAGES) {
      log(`auditing ${page.path} (mobile, simulated throttling), run ${run + 1} of ${args.runs}`);
      chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, ...options["chrome-flag"]], logLevel: "error" });
      const result = await lighthouse(server.origin + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      chrome.kill();
      chrome = undefined;
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (result.lhr.runtimeError) log(`runtime error on ${page.path}: ${result.lhr.runtimeError.message}`);
      (runs[page.path] ??= []).push(result);
      const metrics = (result.lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
      if (metrics) log(`  score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}; observed FCP ${metrics.observedFirstContentfulPaint} ms, load ${metrics.observedLoad} ms; simulated LCP ${Math.round(metrics.largestContentfulPaint ?? 0)} ms, TBT ${Math.round(metrics.totalBlockingTime ?? 0)} ms; host benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}`);
    }
  }
  for (const page of PAGES) {
    const results = runs[page.path]!.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const median = results[Math.floor(results.length / 2)]!;
    const file = path.join(REPORTS, `lighthouse-${page.name}.json`);
    writeFileSync(file, typeof median.report === "string" ? median.report : JSON.stringify(median.lhr));

    const scores = {} as Record<CategoryId, number>;
    const failing: Partial<Record<CategoryId, string[]>> = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round((median.lhr.categories[category]?.score ?? 0) * 100);
      if (category === "seo" && "noindex" in page) continue;
      if (scores[category] < BUDGET[category]) failing[category] = failingAudits(median.lhr, category);
    }
    const all = results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    log(`${page.path}: performance per run ${all.join(", ")}; median ${scores.performance}`);
    summary.push({ page: page.path, name: page.name, scores, jsKb: scriptKb(median.lhr), failing });
  }

  console.log("");
  console.log(`page      performance (>= ${BUDGET.performance})  accessibility (>= ${BUDGET.accessibility})  seo (>= ${BUDGET.seo})  JS KB`);
  let holds = true;
  for (const { page, name, scores, jsKb, failing } of summary) {
    const exempt = (c: CategoryId) => c === "seo" && PAGES.some((p) => p.name === name && "noindex" in p);
    const cell = (c: CategoryId) => `${String(scores[c]).padStart(3)} ${exempt(c) ? "n/a " : scores[c] >= BUDGET[c] ? "ok  " : "UNDER"}`;
    console.log(`${name} ${page}\n          ${cell("performance").padEnd(22)}  ${cell("accessibility").padEnd(24)}  ${cell("seo").padEnd(9)}  ${jsKb}`);
    for (const [category, audits] of Object.entries(failing)) {
      holds = false;
      console.log(`  ${category} under budget; audits losing points:`);
      for (const audit of audits.length ? audits : ["(no single audit below 90; see the report)"]) console.log(`    - ${audit}`);
    }
  }
  console.log(`\nbudget ${holds ? "HOLDS" : "BROKEN"}; reports in ${path.relative(process.cwd(), REPORTS)}/lighthouse-*.json`);
  if (!holds && args.strict) exitCode = 1;
} catch (error) {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
