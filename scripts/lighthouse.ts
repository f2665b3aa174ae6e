// `npm run lighthouse`: Lighthouse (mobile defaults) on the production server's English and
// Arabic homes, performance and accessibility only. Exit 0 even under budget unless --strict.
//   npm run lighthouse [-- --strict]
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { REPORTS, ROOT, startProdServer, type ProdServer } from "./lib/prod-server";

const { values: args } = parseArgs({ options: { strict: { type: "boolean", default: false } } });
const PAGES = [
  { path: "/en-sa", name: "en-sa" },
  { path: "/ar-sa", name: "ar-sa" },
];
const BUDGET = { performance: 90, accessibility: 95 } as const;
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

async function warm(origin: string) {
  for (const page of PAGES) {
    for (let i = 0; i < 3; i++) await (await fetch(origin + page.path, { signal: AbortSignal.timeout(30_000) })).arrayBuffer();
  }
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
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });

  const summary: { page: string; scores: Record<CategoryId, number>; failing: Partial<Record<CategoryId, string[]>> }[] = [];
  for (const page of PAGES) {
    log(`auditing ${page.path} (mobile, simulated throttling)`);
    const result = await lighthouse(server.origin + page.path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const file = path.join(REPORTS, `lighthouse-${page.name}.json`);
    writeFileSync(file, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr));
    if (result.lhr.runtimeError) log(`runtime error on ${page.path}: ${result.lhr.runtimeError.message}`);

    const scores = {} as Record<CategoryId, number>;
    const failing: Partial<Record<CategoryId, string[]>> = {};
    for (const category of CATEGORIES) {
      scores[category] = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
      if (scores[category] < BUDGET[category]) failing[category] = failingAudits(result.lhr, category);
    }
    summary.push({ page: page.path, scores, failing });
  }

  console.log("");
  console.log(`page      performance (>= ${BUDGET.performance})  accessibility (>= ${BUDGET.accessibility})`);
  let holds = true;
  for (const { page, scores, failing } of summary) {
    const cell = (c: CategoryId) => `${String(scores[c]).padStart(3)} ${scores[c] >= BUDGET[c] ? "ok  " : "UNDER"}`;
    console.log(`${page.padEnd(8)}  ${cell("performance").padEnd(22)}  ${cell("accessibility")}`);
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
