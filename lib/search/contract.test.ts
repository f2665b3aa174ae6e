import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { setupServer } from "msw/node";
import { seedDatabase } from "@/lib/db/seed";
import { openTestDb } from "@/lib/db/test-db";
import { REGION_CODES, type Lang, type RegionCode } from "@/lib/i18n/locales";
import { KlevuFake } from "@/tests/msw/klevu";
import { indexedRecords } from "@/tests/msw/klevu-catalogue";
import { describeSearchProvider, type SearchContractFixture } from "./contract";
import type { OracleProduct } from "./contract-oracle";
import { createEmbeddedSearch, releaseEmbeddedSearch, type EmbeddedSearch } from "./embedded";
import { loadCatalogue, type CatalogueData } from "./embedded/load";
import { createKlevuSearch } from "./klevu";
import { endpointOf } from "./klevu/config";
import type { SearchProvider } from "./types";

/**
 * The search contract on both sides of the seam: the embedded index over a seeded throw-away
 * database, and the Klevu adapter against a fake Klevu (msw) whose three country stores are
 * indexed from that same catalogue. Any request neither side expected fails the run.
 */
let handle: Awaited<ReturnType<typeof openTestDb>>;
const catalogues = new Map<RegionCode, CatalogueData>();
const engines: EmbeddedSearch[] = [];
const hosts = Object.fromEntries(
  REGION_CODES.map((r) => [
    r,
    { apiKey: `klevu-${r}-1700000000000`, searchUrl: `https://${r}cs2v2.klevu.test/cs/v2/search` },
  ]),
) as Record<RegionCode, { apiKey: string; searchUrl: string }>;
let fake: KlevuFake;
let upstream: ReturnType<typeof setupServer>;

function oracle(data: CatalogueData): OracleProduct[] {
  const slug = new Map(data.categories.map((c) => [c.id, c.slug]));
  const categories = new Map<number, string[]>();
  for (const l of data.categoryLinks)
    categories.set(l.productId, [...(categories.get(l.productId) ?? []), slug.get(l.categoryId)!]);
  return data.products.map((p) => ({
    id: p.id,
    brand: p.brandKey,
    categories: categories.get(p.id) ?? [],
    type: p.type,
    metal: p.metal,
    karat: p.karat,
    metalColor: p.metalColor,
    stone: p.stone,
    collection: p.collection,
    charmFamily: p.charmFamily,
    price: p.salePrice ?? p.price,
    createdAt: p.createdAt.getTime(),
  }));
}

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 300, force: true });
  for (const region of REGION_CODES) catalogues.set(region, await loadCatalogue(handle.db, region));
  fake = new KlevuFake(
    REGION_CODES.map((region) => ({
      region,
      ...hosts[region],
      records: indexedRecords(catalogues.get(region)!, `https://www.lumina-${region}.test`),
    })),
  );
  upstream = setupServer(...fake.handlers());
  upstream.listen({ onUnhandledFrame: "error" });
});
afterEach(() => {
  expect(fake.violations).toEqual([]);
  // A country's key only ever went to its own host.
  for (const s of fake.seen) expect(s.apiKey).toBe(hosts[s.region as RegionCode].apiKey);
});
afterAll(async () => {
  upstream?.close();
  for (const e of engines) releaseEmbeddedSearch(e);
  await handle?.close();
});

function fixture(make: (region: RegionCode, lang: Lang) => SearchProvider): SearchContractFixture {
  const providers = new Map<string, SearchProvider>();
  return {
    provider(region, lang) {
      const key = `${region}/${lang}`;
      if (!providers.has(key)) providers.set(key, make(region, lang));
      return providers.get(key)!;
    },
    catalogue: (region) => oracle(catalogues.get(region)!),
  };
}

describeSearchProvider("embedded", async () =>
  fixture((region, lang) => {
    const engine = createEmbeddedSearch(region, lang, { db: handle.db, refreshSeconds: 3600 });
    engines.push(engine);
    return engine;
  }),
);

describeSearchProvider("klevu (msw)", async () =>
  fixture((region, lang) =>
    createKlevuSearch(region, lang, {
      store: { region, apiKey: hosts[region].apiKey, searchUrl: endpointOf(hosts[region].searchUrl) },
      timeoutMs: 5_000,
    }),
  ),
);
