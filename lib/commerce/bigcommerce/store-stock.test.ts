import { describe, expect, it, vi } from "vitest";
import { UpstreamError, UPSTREAM_TIMEOUT_MS } from "@/lib/http/upstream";
import type { RegionCode } from "@/lib/i18n/locales";
import { boutiqueIdOfCode, boutiqueLocationCode, boutiqueOfCode } from "./boutique-locations";
import { createBigCommerceCatalogue } from "./catalogue";
import { BOUTIQUE_LOCATIONS_TTL_MS, STORE_STOCK_TTL_MS } from "./store-stock";
import { storeLocationsOf } from "./store-locations";
import { fakeStoreClients } from "./test-clients";
import { withBigCommerceFake } from "./test-fake";

/** Boutique stock (collect in store) against the fake stores: the location rule, paging, caching and outages. */
const fake = withBigCommerceFake();

const catalogue = (region: RegionCode = "sa") => createBigCommerceCatalogue(fakeStoreClients(region));
const LOCATIONS = "GET /v3/inventory/locations";
const ITEMS = "GET /v3/inventory/locations/{location_id}/items";
const asked = (operation: string) => fake.requests.filter((r) => r.operation === operation);
const locationOf = (storeId: number) => fake.stores.sa.boutiqueLocation(storeId)!;
/** What the fake's shelf holds of a variant at a boutique: what the adapter must answer. */
const shelf = (storeId: number, variantId: number) =>
  Math.max(0, fake.stores.sa.locationUnits(locationOf(storeId).id, variantId) ?? 0);

describe("the location rule", () => {
  it("ties a location to a boutique by its code LUMINA-{id} only, within the country", () => {
    expect(boutiqueLocationCode(3)).toBe("LUMINA-3");
    expect(boutiqueIdOfCode("LUMINA-3")).toBe(3);
    for (const code of [
      "lumina-3",
      "LUMINA-03",
      " LUMINA-3",
      "LUMINA-3 ",
      "LUMINA-DC",
      "BIGC-1",
      "3",
      "",
      null,
      undefined,
    ])
      expect(boutiqueIdOfCode(code), String(code)).toBeNull();
    expect(boutiqueOfCode("LUMINA-1", "sa", "ar")).toEqual(storeLocationsOf("sa", "ar")[0]);
    // Boutique 12 is Egyptian: not a Saudi boutique, whatever the Saudi store's location says.
    expect(boutiqueOfCode("LUMINA-12", "sa", "en")).toBeNull();
    expect(boutiqueOfCode("LUMINA-12", "eg", "en")?.name).toBe("Lumina City Stars");
  });
});

describe("BigCommerce boutique stock", () => {
  it("lists every boutique in the store locator's order with its location's stock of each asked variant, 0 where none", async () => {
    fake.stores.sa.setLocationStock(locationOf(1).id, 1011, 5);
    fake.stores.sa.setLocationStock(locationOf(2).id, 1011, undefined);
    const stock = await catalogue().getStoreStock([1012, 1011, 987_654_321, 1012], "ar");
    expect(stock.map((s) => s.store)).toEqual(storeLocationsOf("sa", "ar"));
    for (const { store, stock: held } of stock) {
      expect(held).toEqual([
        { variant_id: 1012, available: shelf(store.id, 1012) },
        { variant_id: 1011, available: shelf(store.id, 1011) },
        { variant_id: 987_654_321, available: 0 },
      ]);
    }
    expect(stock[0]!.stock[1]).toEqual({ variant_id: 1011, available: 5 });
    expect(stock[1]!.stock[1]).toEqual({ variant_id: 1011, available: 0 });
    expect(stock.some((s) => s.stock[0]!.available > 0) && stock.some((s) => s.stock[0]!.available === 0)).toBe(true);
    // One read of the locations, filtered as the rule wants; one read of each boutique's location.
    expect(asked(LOCATIONS).map((r) => Object.fromEntries(new URL(r.url).searchParams))).toEqual([
      { is_active: "true", storefront_visibility: "true", "type_id:in": "PHYSICAL", limit: "250", page: "1" },
    ]);
    const items = asked(ITEMS).map((r) => new URL(r.url));
    expect(items.map((u) => Number(u.pathname.split("/").at(-2))).sort()).toEqual(
      storeLocationsOf("sa", "en")
        .map((s) => locationOf(s.id).id)
        .sort(),
    );
    for (const u of items) expect(u.searchParams.get("variant_id:in")).toBe("1011,1012,987654321");
  });

  it("counts only an active, storefront-visible, physical location coded for one of the country's boutiques", async () => {
    const sa = fake.stores.sa;
    const [one, two, three, four] = [1, 2, 3, 4].map(locationOf);
    one!.enabled = false;
    two!.storefrontVisibility = false;
    three!.typeId = "VIRTUAL";
    four!.code = "lumina-4";
    // A Saudi location coded for an Egyptian boutique is no Saudi boutique.
    sa.locations.push({ ...locationOf(5), id: 290, code: "LUMINA-12" });
    for (const l of [one, two, three, four]) sa.setLocationStock(l!.id, 1021, 4);
    sa.setLocationStock(290, 1021, 4);
    const stock = await catalogue().getStoreStock([1021], "en");
    expect(stock.map((s) => s.store.id)).toEqual(storeLocationsOf("sa", "en").map((s) => s.id));
    expect(stock.slice(0, 4).map((s) => s.stock)).toEqual([1, 2, 3, 4].map(() => [{ variant_id: 1021, available: 0 }]));
    const read = new Set(asked(ITEMS).map((r) => Number(new URL(r.url).pathname.split("/").at(-2))));
    for (const id of [one!.id, two!.id, three!.id, four!.id, 290, 1, 2]) expect(read.has(id)).toBe(false);
  });

  it("answers [] in a country without boutiques, and asks nothing when no variant is asked", async () => {
    expect(await catalogue("ae").getStoreStock([1011, 1021], "en")).toEqual([]);
    const none = await catalogue("eg").getStoreStock([], "ar");
    expect(none.map((s) => s.store)).toEqual(storeLocationsOf("eg", "ar"));
    expect(none.every((s) => s.stock.length === 0)).toBe(true);
    expect(fake.requests).toEqual([]);
  });

  it("reads every page of the locations and of each location's items", async () => {
    const whole = await catalogue().getStoreStock([1011, 1012, 1013, 1021, 1031], "en");
    fake.reset();
    fake.stores.sa.pageLimit = 2;
    const paged = await catalogue().getStoreStock([1011, 1012, 1013, 1021, 1031], "en");
    expect(paged).toEqual(whole);
    // Twelve active, visible, physical locations (the eleven boutiques and the default one), two a page.
    expect(asked(LOCATIONS).map((r) => new URL(r.url).searchParams.get("page"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    const first = locationOf(1).id;
    const pages = asked(ITEMS).filter((r) => new URL(r.url).pathname.endsWith(`/locations/${first}/items`));
    expect(pages.length).toBeGreaterThan(1);
  });

  it("reuses an answer briefly and the locations longer, shared by concurrent callers", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sa = catalogue();
    const calls = () => [asked(LOCATIONS).length, asked(ITEMS).length];
    const boutiques = storeLocationsOf("sa", "en").length;
    const [a, b] = await Promise.all([sa.getStoreStock([1011, 1012], "en"), sa.getStoreStock([1012, 1011], "ar")]);
    // One read answers both, each in the order it asked.
    expect(b.map((s) => s.stock)).toEqual(a.map((s) => [s.stock[1], s.stock[0]]));
    expect(calls()).toEqual([1, boutiques]);
    fake.stores.sa.setLocationStock(locationOf(1).id, 1011, 9);
    vi.advanceTimersByTime(STORE_STOCK_TTL_MS - 1_000);
    // Within the time the answer is reused (the shelf's change is not seen yet); other variants are read.
    expect((await sa.getStoreStock([1012, 1011], "en"))[0]!.stock[1]).toEqual(a[0]!.stock[0]);
    expect(calls()).toEqual([1, boutiques]);
    expect((await sa.getStoreStock([1011], "en"))[0]!.stock).toEqual([{ variant_id: 1011, available: 9 }]);
    expect(calls()).toEqual([1, 2 * boutiques]);
    vi.advanceTimersByTime(2_000);
    expect((await sa.getStoreStock([1011, 1012], "en"))[0]!.stock[0]).toEqual({ variant_id: 1011, available: 9 });
    expect(calls()).toEqual([1, 3 * boutiques]);
    vi.advanceTimersByTime(BOUTIQUE_LOCATIONS_TTL_MS);
    await sa.getStoreStock([1011, 1012], "en");
    expect(calls()).toEqual([2, 4 * boutiques]);
  });

  it("serves the last good answer through an outage, and fails with UpstreamError without one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sa = catalogue();
    const before = await sa.getStoreStock([1031, 1032], "en");
    vi.advanceTimersByTime(STORE_STOCK_TTL_MS + 1);
    fake.failNext("sa", { kind: "status", status: 503 }, { operation: ITEMS, times: 100 });
    expect(await sa.getStoreStock([1032, 1031], "en")).toEqual(
      before.map((s) => ({ ...s, stock: [...s.stock].reverse() })),
    );
    const never = await sa.getStoreStock([1041], "en").catch((e: unknown) => e);
    expect(never).toBeInstanceOf(UpstreamError);
  });

  it("counts 0 at a location gone between the list and its read (404)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sa = catalogue();
    await sa.getStoreStock([1012], "en");
    const gone = locationOf(2);
    fake.stores.sa.locations.splice(fake.stores.sa.locations.indexOf(gone), 1);
    vi.advanceTimersByTime(STORE_STOCK_TTL_MS + 1);
    const stock = await sa.getStoreStock([1012], "en");
    expect(stock[1]!.stock).toEqual([{ variant_id: 1012, available: 0 }]);
    expect(stock[0]!.stock).toEqual([{ variant_id: 1012, available: shelf(1, 1012) }]);
  });

  it("never hangs a shopper: a store that does not answer fails with a timeout UpstreamError", async () => {
    fake.failNext("sa", { kind: "hang" }, { operation: LOCATIONS, times: 3 });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const pending = catalogue()
      .getStoreStock([1011], "en")
      .catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS + 2_100);
    expect(await pending).toMatchObject({ name: "UpstreamError", kind: "timeout", upstream: "bigcommerce:sa:rest" });
  });
});
