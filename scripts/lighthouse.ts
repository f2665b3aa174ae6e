// `npm run lighthouse`: Lighthouse (mobile defaults) on the production server's home, listing,
// product and cart templates in en-sa and ar-sa (and a listing and product in ar-eg):
// performance, accessibility and SEO, LCP and TBT, and the JavaScript each page transfers
// (compressed KB, as a ratio to a bare Next page built and measured in the same run:
// scripts/lib/bare-next.ts) and parses (decoded KB). Exit 0 even under budget unless --strict.
//   npm run lighthouse [-- --strict] [--runs N] [--only listing] [--chrome-flag=--disable-features=PaintHolding]
// (median of N runs per page, default 3; the bare page is always measured). Each run's observed first contentful paint is printed:
// Chromium on a 2-core host often holds it to ~1.27 or ~2.27 s (its compositor throttles a frame
// sink it counts as unresponsive to one frame a second; GoogleChrome/lighthouse#17148; headless and
// headed under Xvfb alike), and Lighthouse's simulation then counts every task before it into
// LCP (docs/log/measurements.md). --chrome-flag is for diagnosing that; the budget is read without it.
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
import { startBareNext } from "./lib/bare-next";
import { REPORTS, ROOT, startProdServer, type ProdServer } from "./lib/prod-server";
import { seedBag } from "./lib/lighthouse-bag";

const { values: options } = parseArgs({
  options: {
    strict: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    "chrome-flag": { type: "string", multiple: true, default: [] },
  },
});
const args = { strict: options.strict, runs: Math.max(1, Number(options.runs) || 3) };
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
  // The same pages holding a bag of three lines, as a returning shopper meets them (lib/lighthouse-bag.ts).
  { path: "/en-sa/cart", name: "cart-3-lines-en-sa", noindex: true, bag: true },
  { path: "/ar-sa/cart", name: "cart-3-lines-ar-sa", noindex: true, bag: true },
];
const BARE = { path: "/", name: "bare-next", bare: true };
const PAGES: { path: string; name: string; from?: string; noindex?: boolean; bare?: boolean; bag?: boolean }[] = [
  BARE,
  ...ALL_PAGES.filter((p) => !options.only || p.name.includes(options.only)),
];
// The budgets: performance >= 95 on every template, accessibility 100, SEO 100 on indexable
// pages; LCP <= 2.0 s and TBT <= 150 ms (simulated), JS transferred <= 1.25x the bare page; layout
// shift (CLS) in Google's "good" band, and on the bag pages, drawn in the browser, <= 0.02.
const BUDGET = { performance: 95, accessibility: 100, seo: 100 } as const;
const WEIGHT_BUDGET = { jsRatio: 1.25, lcpMs: 2000, tbtMs: 150, cls: 0.1, bagCls: 0.02 } as const;
const clsBudget = (name: string) => (name.startsWith("cart-") ? WEIGHT_BUDGET.bagCls : WEIGHT_BUDGET.cls);
type CategoryId = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as CategoryId[];

const log = (message: string) => console.log(`[lighthouse] ${message}`);

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Audits of a category that cost it points, heaviest first. */
function failingAudits(lhr: Lhr, category: CategoryId) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(
      ({ ref, audit }) =>
        `${ref.id} (score ${Math.round((audit!.score ?? 0) * 100)}${audit!.displayValue ? `, ${audit!.displayValue}` : ""}): ${audit!.title}`,
    );
}

/**
 * Steady state, as shoppers meet it: each page rendered into Next's cache and its images
 * optimized once (the first optimization of a picture costs server CPU that would otherwise
 * land inside the audit on this 2-core machine).
 */
async function warm(origin: string) {
  const get = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
  for (const page of PAGES.filter((p) => !p.bare)) {
    if (page.from) {
      const html = await (await fetch(origin + page.from, { signal: AbortSignal.timeout(60_000) })).text();
      page.path = /href="(\/[a-z]{2}-[a-z]{2}\/p\/[^"?]+)"/.exec(html)?.[1] ?? page.path;
    }
    for (let i = 0; i < 3; i++) await get(origin + page.path);
    const html = await (await fetch(origin + page.path)).text();
    const images = new Set(
      [...html.matchAll(/(?:src|srcSet)="([^"]+)"/g)].flatMap((m) => m[1]!.split(", ").map((c) => c.split(" ")[0]!)),
    );
    for (const src of images) if (src.startsWith("/")) await get(origin + src.replaceAll("&amp;", "&"));
  }
}

/**
 * Kilobytes of JavaScript the page transferred (compressed, as the network carried it) and
 * parsed (decoded): every script request Lighthouse saw until the page went quiet.
 */
function scriptKb(lhr: Lhr): { transferred: number; parsed: number } {
  const items =
    (
      lhr.audits["network-requests"]?.details as
        { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === "Script");
  const kb = (key: "transferSize" | "resourceSize") =>
    Math.round((scripts.reduce((sum, i) => sum + (i[key] ?? 0), 0) / 1024) * 10) / 10;
  return { transferred: kb("transferSize"), parsed: kb("resourceSize") };
}

function simulated(lhr: Lhr) {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  return {
    lcp: Math.round(metrics.largestContentfulPaint ?? 0),
    tbt: Math.round(metrics.totalBlockingTime ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
    observedFcp: metrics.observedFirstContentfulPaint,
    observedLoad: metrics.observedLoad,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let bare: Awaited<ReturnType<typeof startBareNext>> | undefined;
let server: ProdServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanup = async () => {
  chrome?.kill();
  await server?.stop();
  await bare?.stop();
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
process.on("SIGTERM", () => void cleanup().then(() => process.exit(143)));

let exitCode = 0;
try {
  const browser = spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-browser.mjs")], { stdio: "inherit" });
  if (browser.status !== 0) throw new Error("Chromium is not available (see above)");

  bare = await startBareNext(log);
  server = await startProdServer({ name: "lighthouse", pgliteDir: ".data/lighthouse", log });
  await warm(server.origin);

  type Row = {
    page: string;
    name: string;
    bare?: boolean;
    scores: Record<CategoryId, number>;
    perfRuns: number[];
    jsKb: number;
    jsParsedKb: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    clsRuns: number[];
    failing: Partial<Record<CategoryId, string[]>>;
  };
  const summary: Row[] = [];
  // Lighthouse's own advice: scores vary run to run, so take the median of several runs
  // (--runs N, default 3), interleaving the pages so neither always goes first.
  const runs: Record<string, RunnerResult[]> = {};
  for (let run = 0; run < args.runs; run++) {
    for (const page of PAGES) {
      log(`auditing ${page.path} (mobile, simulated throttling), run ${run + 1} of ${args.runs}`);
      chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [...CHROMIUM_FLAGS, ...options["chrome-flag"]],
        logLevel: "error",
      });
      if (page.bag) await seedBag({ origin: server.origin, locale: page.path.split("/")[1]!, port: chrome.port });
      const result = await lighthouse((page.bare ? bare.origin : server.origin) + page.path, {
        port: chrome.port,
        // The seeded bag lives in the profile's local storage (its HTTP cache was emptied).
        disableStorageReset: page.bag,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        // The full-page screenshot (unused here) resizes the viewport to the page's whole height
        // after the load, which starts everything that loads on scrolling near it (a listing's
        // recommended rail): those requests then count as the page's start-up JavaScript.
        disableFullPageScreenshot: true,
      });
      chrome.kill();
      chrome = undefined;
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      if (result.lhr.runtimeError) log(`runtime error on ${page.path}: ${result.lhr.runtimeError.message}`);
      // Keyed by name: the empty bag and the bag of three lines share an address.
      (runs[page.name] ??= []).push(result);
      const m = simulated(result.lhr);
      const js = scriptKb(result.lhr);
      log(
        `  score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}; observed FCP ${m.observedFcp} ms, load ${m.observedLoad} ms; simulated LCP ${m.lcp} ms, TBT ${m.tbt} ms; CLS ${m.cls}; JS ${js.transferred} KB transferred, ${js.parsed} KB parsed; host benchmarkIndex ${Math.round(result.lhr.environment.benchmarkIndex)}`,
      );
    }
  }
  for (const page of PAGES) {
    const results = runs[page.name]!.sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const middle = results[Math.floor(results.length / 2)]!;
    writeFileSync(
      path.join(REPORTS, `lighthouse-${page.name}.json`),
      typeof middle.report === "string" ? middle.report : JSON.stringify(middle.lhr),
    );

    const scores = {} as Record<CategoryId, number>;
    const failing: Partial<Record<CategoryId, string[]>> = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round((middle.lhr.categories[category]?.score ?? 0) * 100);
      if (page.bare || (category === "seo" && page.noindex)) continue;
      if (scores[category] < BUDGET[category]) failing[category] = failingAudits(middle.lhr, category);
    }
    const perfRuns = results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
    // Each figure is the median of its own runs (the run with the median score may not have the median LCP).
    const js = results.map((r) => scriptKb(r.lhr));
    const metrics = results.map((r) => simulated(r.lhr));
    summary.push({
      page: page.path,
      name: page.name,
      bare: page.bare,
      scores,
      perfRuns,
      jsKb: median(js.map((j) => j.transferred)),
      jsParsedKb: median(js.map((j) => j.parsed)),
      lcpMs: median(metrics.map((m) => m.lcp)),
      tbtMs: median(metrics.map((m) => m.tbt)),
      cls: median(metrics.map((m) => m.cls)),
      clsRuns: metrics.map((m) => m.cls),
      failing,
    });
  }

  const bareJs = summary.find((r) => r.bare)!.jsKb;
  console.log("");
  console.log(
    `JavaScript of a bare Next ${bare.version} page, this run: ${bareJs} KB transferred, ${summary.find((r) => r.bare)!.jsParsedKb} KB parsed`,
  );
  console.log(
    `budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, SEO ${BUDGET.seo} (indexable pages), LCP <= ${WEIGHT_BUDGET.lcpMs} ms, TBT <= ${WEIGHT_BUDGET.tbtMs} ms, CLS <= ${WEIGHT_BUDGET.cls} (bag pages ${WEIGHT_BUDGET.bagCls}), JS <= ${WEIGHT_BUDGET.jsRatio}x the bare page`,
  );
  const rows = [
    ["page", "perf (runs)", "a11y", "seo", "LCP ms", "TBT ms", "CLS (runs)", "JS KB", "x bare", "parsed KB", ""],
  ];
  let holds = true;
  const broken: string[] = [];
  for (const row of summary) {
    const ratio = bareJs > 0 ? row.jsKb / bareJs : 0;
    const misses = row.bare
      ? []
      : [
          ...Object.keys(row.failing),
          ...(row.lcpMs > WEIGHT_BUDGET.lcpMs ? ["LCP"] : []),
          ...(row.tbtMs > WEIGHT_BUDGET.tbtMs ? ["TBT"] : []),
          ...(row.cls > clsBudget(row.name) ? ["CLS"] : []),
          ...(ratio > WEIGHT_BUDGET.jsRatio ? ["JS"] : []),
        ];
    if (misses.length) holds = false;
    rows.push([
      row.name,
      `${row.scores.performance} (${row.perfRuns.join(",")})`,
      String(row.scores.accessibility),
      PAGES.find((p) => p.name === row.name)?.noindex ? "n/a" : String(row.scores.seo),
      String(row.lcpMs),
      String(row.tbtMs),
      `${row.cls} (${row.clsRuns.join(",")})`,
      String(row.jsKb),
      row.bare ? "1.00" : ratio.toFixed(2),
      String(row.jsParsedKb),
      row.bare ? "(baseline)" : misses.length ? `UNDER: ${misses.join(", ")}` : "ok",
    ]);
    for (const [category, audits] of Object.entries(row.failing)) {
      broken.push(`${row.name}: ${category} under budget; audits losing points:`);
      for (const audit of audits.length ? audits : ["(no single audit below 90; see the report)"])
        broken.push(`    - ${audit}`);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(
      r
        .map((cell, i) => (i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join("  "),
    );
  for (const line of broken) console.log(line);
  writeFileSync(
    path.join(REPORTS, "lighthouse-summary.json"),
    `${JSON.stringify({ date: new Date().toISOString(), runs: args.runs, bareJsKb: bareJs, budget: { ...BUDGET, ...WEIGHT_BUDGET }, pages: summary }, null, 2)}\n`,
  );
  console.log(
    `\nbudget ${holds ? "HOLDS" : "BROKEN"}; reports in ${path.relative(process.cwd(), REPORTS)}/lighthouse-*.json (summary: lighthouse-summary.json)`,
  );
  if (!holds && args.strict) exitCode = 1;
} catch (error) {
  console.error(`[lighthouse] ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
