/**
 * `npm run bench:search`: the embedded search engine on generated catalogues of 10k and 100k
 * products: index build time and memory, then the latency of a realistic query mix (listings
 * with facets, category paths, price ranges, filters, English and Arabic text, sorts,
 * suggestions) as p50/p95/p99 per kind. Budget: p95 under 10 ms at 10k and under
 * 50 ms at 100k for queries with facets.
 *
 *   npm run bench:search [-- --sizes 10000,100000 --queries 600 --warmup 100]
 *
 * Each size seeds its own PGlite directory (.data/bench-10k, .data/bench-100k) once and
 * reuses it afterwards. The react-server condition lets lib/db/client.ts import "server-only".
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parseArgs } from "node:util";
import { openDb } from "@/lib/db/client";
import { seedDatabase } from "@/lib/db/seed";
import { createEmbeddedSearch, releaseEmbeddedSearch, type EmbeddedSearch } from "@/lib/search/embedded";
import { loadCatalogue } from "@/lib/search/embedded/load";
import type { SearchFilters, SearchRequest, SortKey } from "@/lib/search/types";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    queries: { type: "string", default: "600" },
    warmup: { type: "string", default: "100" },
  },
});
const SIZES = args.sizes.split(",").map(Number);
const QUERIES = Number(args.queries);
const WARMUP = Number(args.warmup);
const BUDGET_MS: Record<number, number> = { 10_000: 10, 100_000: 50 };

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
function memory() {
  gc();
  gc();
  const m = process.memoryUsage();
  // Typed arrays (postings, columns, orders) live outside the JS heap, in arrayBuffers.
  return { heap: m.heapUsed, buffers: m.arrayBuffers, rss: m.rss };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(engines: { en: EmbeddedSearch; ar: EmbeddedSearch }, query: BenchQuery): Promise<void> {
  const engine = engines[query.lang];
  if (query.kind === "suggest") await engine.suggest(query.term, { brandGroup: query.request.brandGroup });
  else await engine.search(query.request);
}

async function benchSize(products: number) {
  const label = products >= 1000 ? `${products / 1000}k` : String(products);
  const dir = `.data/bench-${label}`;
  console.log(`\n== ${products.toLocaleString("en")} products (${dir}) ==`);
  let started = performance.now();
  const handle = await openDb({ dir });
  let last = 0;
  const seeded = await seedDatabase(handle.db, {
    products,
    onProgress: (step, done, total) => {
      if (done === total || performance.now() - last > 5000) {
        last = performance.now();
        console.log(`  seeding ${step}: ${done}/${total} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    },
  });
  console.log(
    `database: ${seeded.skipped ? "reused" : "seeded"} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  await loadCatalogue(handle.db, "sa");
  console.log(`catalogue read (sa, both languages, from the database): ${ms(performance.now() - started)} ms`);

  const before = memory();
  const engines = {
    en: createEmbeddedSearch("sa", "en", { db: handle.db, refreshSeconds: 3600 }),
    ar: createEmbeddedSearch("sa", "ar", { db: handle.db, refreshSeconds: 3600 }),
  };
  for (const lang of ["en", "ar"] as const) {
    started = performance.now();
    const ix = await engines[lang].index();
    console.log(
      `index sa/${lang}: ${ix.n} docs, ${ix.text.terms.length} terms, built in ${ms(performance.now() - started)} ms (read + build)`,
    );
  }
  const after = memory();
  console.log(
    `memory of both indexes: heap +${mb(after.heap - before.heap)}, typed arrays +${mb(after.buffers - before.buffers)}` +
      ` (process RSS ${mb(before.rss)} -> ${mb(after.rss)}, database engine included)`,
  );

  const mix = queryMix(QUERIES + WARMUP, 20_240_601);
  for (const q of mix.slice(0, WARMUP)) await run(engines, q);
  const times = new Map<string, number[]>();
  for (const q of mix.slice(WARMUP)) {
    const t0 = performance.now();
    await run(engines, q);
    const elapsed = performance.now() - t0;
    for (const key of [q.kind, ...(q.kind === "suggest" ? [] : ["ALL with facets"])]) {
      if (!times.has(key)) times.set(key, []);
      times.get(key)!.push(elapsed);
    }
  }
  console.log(`latency over ${QUERIES} queries after ${WARMUP} warm-up (ms):`);
  console.log(
    `  ${"kind".padEnd(18)}${"n".padStart(5)}${"p50".padStart(9)}${"p95".padStart(9)}${"p99".padStart(9)}${"max".padStart(9)}`,
  );
  for (const kind of [...KINDS, "ALL with facets"]) {
    const s = [...(times.get(kind) ?? [])].sort((a, b) => a - b);
    if (s.length === 0) continue;
    console.log(
      `  ${kind.padEnd(18)}${String(s.length).padStart(5)}${ms(percentile(s, 50)).padStart(9)}${ms(percentile(s, 95)).padStart(9)}${ms(percentile(s, 99)).padStart(9)}${ms(s[s.length - 1]!).padStart(9)}`,
    );
  }
  const facets = [...times.get("ALL with facets")!].sort((a, b) => a - b);
  const budget = BUDGET_MS[products];
  if (budget !== undefined) {
    const p95 = percentile(facets, 95);
    console.log(
      `budget: p95 with facets ${ms(p95)} ms ${p95 < budget ? "<" : ">="} ${budget} ms: ${p95 < budget ? "OK" : "OVER BUDGET"}`,
    );
  }
  releaseEmbeddedSearch(engines.en);
  releaseEmbeddedSearch(engines.ar);
  await handle.close();
}

// ---- The query mix: deterministic, shaped like storefront traffic ----

type Kind = "catnav" | "category path" | "filters 1-3" | "text en" | "text ar" | "suggest";
type BenchQuery = { kind: Kind; lang: "en" | "ar"; request: SearchRequest; term: string };

const MAIN = ["main", "instyle", "waves", "missl"];
const SORTS: SortKey[] = [
  "relevance",
  "relevance",
  "relevance",
  "alpha",
  "price-asc",
  "price-desc",
  "best_seller",
  "biggest_saving",
  "new_in",
];
const PATHS = [
  ["rings"],
  ["earrings"],
  ["necklaces"],
  ["bracelets"],
  ["bracelets", "tennis-bracelets"],
  ["gold"],
  ["gold", "18k-gold"],
  ["21k-gold"],
  ["diamond"],
  ["pearl"],
  ["coins-bars"],
  ["silver"],
];
const PATH_PRICES = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 4000 },
  { min: 4000, max: null },
];
const FILTERS: SearchFilters[] = [
  { metal_karat: ["18k"] },
  { metal_karat: ["21k", "22k"] },
  { metal_color: ["multicolored"] },
  { metal_color: ["white", "rose"] },
  { diamonds: ["diamond"] },
  { stone: ["pearl", "emerald"] },
  { brand: ["waves"] },
  { type: ["rings", "earrings"] },
  { collection: ["noor", "layali"] },
  { charm_family: ["hearts"] },
  { category: ["gold"] },
  {
    price: [
      { min: 1000, max: 2000 },
      { min: 2000, max: 4000 },
    ],
  },
];
const TEXT_EN = [
  "ring",
  "rings",
  "gold ring",
  "diamond earrings",
  "earing",
  "necklace 18k",
  "pearl",
  "rose gold bracelet",
  "noor",
  "tennis bracelet",
  "halo diamond ring",
  "heart charm",
  "gold coin",
  "white gold",
];
const TEXT_AR = [
  "خاتم",
  "الذهب",
  "أقراط",
  "الماس",
  "سوار تنس",
  "عقد لؤلؤ",
  "ذهب عيار 21",
  "خاتم سوليتير",
  "خلخال",
  "الذهب الأبيض",
];
const SUGGEST = [
  ["r", "en"],
  ["ri", "en"],
  ["rin", "en"],
  ["dia", "en"],
  ["neck", "en"],
  ["gol", "en"],
  ["earin", "en"],
  ["خا", "ar"],
  ["ذه", "ar"],
  ["أقر", "ar"],
  ["الما", "ar"],
] as const;
const KINDS: Kind[] = ["catnav", "category path", "filters 1-3", "text en", "text ar", "suggest"];

function queryMix(count: number, seed: number): BenchQuery[] {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const request: SearchRequest = {
      brandGroup: next() < 0.8 ? MAIN : ["missl"],
      sort: pick(SORTS),
      pageNum: next() < 0.8 ? 0 : Math.floor(next() * 4),
    };
    let lang: "en" | "ar" = next() < 0.5 ? "en" : "ar";
    let term = "";
    if (kind === "category path") {
      request.categoryPath = pick(PATHS);
      if (next() < 0.5) request.priceRange = pick(PATH_PRICES);
    } else if (kind === "filters 1-3") {
      const n = 1 + Math.floor(next() * 3);
      request.filters = Object.assign({}, ...Array.from({ length: n }, () => pick(FILTERS)));
      if (next() < 0.3) request.categoryPath = pick(PATHS);
    } else if (kind === "text en" || kind === "text ar") {
      lang = kind === "text en" ? "en" : "ar";
      request.query = pick(lang === "en" ? TEXT_EN : TEXT_AR);
      if (next() < 0.3) request.filters = pick(FILTERS);
    } else if (kind === "suggest") {
      [term, lang] = pick(SUGGEST);
    }
    out.push({ kind, lang, request, term });
  }
  return out;
}

async function main() {
  const t0 = performance.now();
  for (const size of SIZES) await benchSize(size);
  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
