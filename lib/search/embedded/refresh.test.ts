import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as t from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed";
import { openTestDb } from "@/lib/db/test-db";
import { logger } from "@/lib/log/logger";
import { bumpCatalogueVersion, readCatalogueVersion } from "../catalogue-version";
import { SearchUnavailableError } from "../errors";
import { IndexHolder } from "./holder";
import { createEmbeddedSearch, invalidateEmbeddedIndexes, releaseEmbeddedSearch } from "./index";

let handle: Awaited<ReturnType<typeof openTestDb>>;
const MAIN = ["main", "instyle", "waves", "missl"];

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 60, force: true });
});
afterAll(() => handle?.close());

async function rename(id: number, nameEn: string) {
  await handle.db.update(t.products).set({ nameEn }).where(eq(t.products.id, id));
}

describe("rebuilding when the catalogue changes", () => {
  it("rebuilds after bumpCatalogueVersion, and only then", async () => {
    const e = createEmbeddedSearch("sa", "en", { db: handle.db, refreshSeconds: 3600 });
    const before = await e.index();
    const [visible] = await handle.db
      .select({ id: t.regionProducts.productId })
      .from(t.regionProducts)
      .where(eq(t.regionProducts.region, "sa"))
      .limit(1);
    await rename(visible!.id, "Lumina - Zephyrine Ring");
    await e.refresh();
    expect(await e.index()).toBe(before);
    expect((await e.search({ brandGroup: MAIN, query: "zephyrine" })).total).toBe(0);

    const version = await bumpCatalogueVersion(handle.db);
    expect(version).not.toBe(before.version);
    expect(await readCatalogueVersion(handle.db)).toBe(version);
    await e.refresh();
    const after = await e.index();
    expect(after).not.toBe(before);
    expect(after.version).toBe(version);
    expect((await e.search({ brandGroup: MAIN, query: "zephyrine" })).records.map((r) => r.id)).toEqual([visible!.id]);
    releaseEmbeddedSearch(e);
  });

  it("checks in the background and swaps the new index in, serving the old one meanwhile", async () => {
    const e = createEmbeddedSearch("sa", "en", { db: handle.db, refreshSeconds: 0 });
    const before = await e.index();
    await rename(2, "Lumina - Quillon Ring");
    await bumpCatalogueVersion(handle.db);
    // This call starts the version check; it answers from the index it has.
    const served = await e.index();
    expect(served).toBe(before);
    await e.refresh();
    expect(await e.index()).not.toBe(before);
    releaseEmbeddedSearch(e);
  });

  it("rebuilds every live index on invalidation", async () => {
    const e = createEmbeddedSearch("eg", "ar", { db: handle.db, refreshSeconds: 3600 });
    const before = await e.index();
    await invalidateEmbeddedIndexes();
    expect(await e.index()).not.toBe(before);
    releaseEmbeddedSearch(e);
  });
});

describe("IndexHolder", () => {
  it("reports a failed first build as unavailable and retries on the next call", async () => {
    let fail = true;
    let builds = 0;
    const holder = new IndexHolder<{ v: string }>({
      label: "test",
      refreshMs: 1000,
      version: async () => "v1",
      build: async (v) => {
        builds++;
        if (fail) throw new Error("database down");
        return { v };
      },
      versionOf: (x) => x.v,
    });
    await expect(holder.get()).rejects.toBeInstanceOf(SearchUnavailableError);
    fail = false;
    await expect(holder.get()).resolves.toEqual({ v: "v1" });
    expect(builds).toBe(2);
  });

  it("keeps serving the old index when a rebuild fails", async () => {
    let version = "v1";
    let fail = false;
    const holder = new IndexHolder<{ v: string }>({
      label: "test",
      refreshMs: 0,
      version: async () => version,
      build: async (v) => {
        if (fail) throw new Error("boom");
        return { v };
      },
      versionOf: (x) => x.v,
    });
    const first = await holder.get();
    version = "v2";
    fail = true;
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    await holder.refresh();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(await holder.get()).toBe(first);
    fail = false;
    await holder.refresh();
    expect((await holder.get()).v).toBe("v2");
  });
});
