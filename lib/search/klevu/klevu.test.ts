import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { parseServerEnv } from "@/lib/env-schema";
import { resetUpstreams, UpstreamError } from "@/lib/http/upstream";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { KlevuFake } from "@/tests/msw/klevu";
import type { IndexedRecord } from "@/tests/msw/klevu-engine";
import { SearchUnavailableError } from "../errors";
import { endpointOf } from "./config";
import { createKlevuSearch } from "./index";

/**
 * The Klevu adapter against a fake Klevu per country host (msw): the environment it needs,
 * the vendor's failures (429 with rate-limit headers, 503, an answer past the deadline, a key
 * that is not the host's), and countries kept apart down to their circuits.
 */
const hosts = {
  sa: { apiKey: "klevu-sa-1", searchUrl: "https://sacs1v2.klevu.test/cs/v2/search", currency: "SAR" },
  ae: { apiKey: "klevu-ae-2", searchUrl: "https://aecs2v2.klevu.test/cs/v2/search", currency: "AED" },
  eg: { apiKey: "klevu-eg-3", searchUrl: "https://egcs3v2.klevu.test/cs/v2/search", currency: "EGP" },
} satisfies Record<RegionCode, unknown>;
const env = vi.hoisted(() => ({ values: {} as Record<string, string> }));
vi.mock("@/lib/env", async (original) => {
  const real = await original<typeof import("@/lib/env")>();
  return { ...real, serverEnv: () => parseServerEnv(env.values) };
});

function records(region: RegionCode): IndexedRecord[] {
  return Array.from({ length: 12 }, (_, i) => ({
    id: String(100 + i),
    itemGroupId: String(100 + i),
    sku: `LR-${100 + i}`,
    name: `Noor Gold Ring ${i}`,
    name_ar: `خاتم نور ذهب ${i}`,
    url: `https://www.lumina-${region}.test/p/noor-gold-ring-${i}-sku-lr-${100 + i}`,
    imageUrl: "",
    price: String(900 + i * 100),
    salePrice: String(900 + i * 100),
    currency: hosts[region].currency,
    brand: i % 3 === 0 ? "missl" : "main",
    category: "rings;;gold",
    date_created: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    salePercentage: 0,
    type: "rings",
    metal: "gold",
  }));
}

const fake = new KlevuFake(
  REGION_CODES.map((region) => ({
    region,
    apiKey: hosts[region].apiKey,
    searchUrl: hosts[region].searchUrl,
    records: records(region),
  })),
);
const upstream = setupServer(...fake.handlers());
const store = (region: RegionCode, apiKey = hosts[region].apiKey) => ({
  region,
  apiKey,
  searchUrl: endpointOf(hosts[region].searchUrl),
});
const MAIN = ["main", "instyle", "waves", "missl"];
const seenBy = (region: RegionCode) => fake.seen.filter((s) => s.region === region);
const causeOf = (error: unknown) => (error as Error).cause as UpstreamError;

beforeAll(() => upstream.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  fake.reset();
  resetUpstreams();
});
afterEach(() => expect(fake.violations).toEqual([]));
afterAll(() => upstream.close());

describe("Klevu configuration", () => {
  it("refuses to start a country on Klevu without its key and search URL, naming both", () => {
    expect(() => parseServerEnv({ SEARCH_PROVIDER_SA: "klevu" })).toThrow(
      /KLEVU_SA_API_KEY[\s\S]*required when SEARCH_PROVIDER_SA is klevu[\s\S]*KLEVU_SA_SEARCH_URL/,
    );
    expect(() =>
      parseServerEnv({ SEARCH_PROVIDER_EG: "klevu", KLEVU_EG_API_KEY: "k", KLEVU_EG_SEARCH_URL: "egcs3v2.klevu.test" }),
    ).toThrow(/KLEVU_EG_SEARCH_URL/);
    const mixed = parseServerEnv({
      SEARCH_PROVIDER_AE: "klevu",
      KLEVU_AE_API_KEY: "k",
      KLEVU_AE_SEARCH_URL: "https://aecs2v2.klevu.test",
    });
    expect(mixed).toMatchObject({
      SEARCH_PROVIDER_SA: "embedded",
      SEARCH_PROVIDER_AE: "klevu",
      SEARCH_PROVIDER_EG: "embedded",
    });
  });

  it("takes the country's key and host from the environment through getSearch, the path added to a bare host", async () => {
    env.values = {
      SEARCH_PROVIDER_AE: "klevu",
      KLEVU_AE_API_KEY: hosts.ae.apiKey,
      KLEVU_AE_SEARCH_URL: "https://aecs2v2.klevu.test",
    };
    const { getSearch } = await import("../provider");
    const search = await getSearch("ae", "en");
    expect(search.kind).toBe("klevu");
    const result = await search.search({ brandGroup: MAIN, categoryPath: ["rings"] });
    expect(result).toMatchObject({ type: "CATNAV", total: 12 });
    expect(result.records[0]).toMatchObject({ currency: "AED" });
    expect(fake.seen.map((s) => [s.host, s.apiKey])).toContainEqual(["aecs2v2.klevu.test", hosts.ae.apiKey]);
  });
});

describe("Klevu failures", () => {
  it("retries a 429 after its Retry-After and then answers", async () => {
    fake.fail("sa", { kind: "rate-limit", retryAfterSeconds: 0 });
    const result = await createKlevuSearch("sa", "en", { store: store("sa") }).search({
      query: "ring",
      brandGroup: MAIN,
    });
    expect(result.total).toBe(12);
    expect(seenBy("sa")).toHaveLength(2);
  });

  it("fails fast as an outage when the rate limit asks for longer than a request may wait", async () => {
    fake.fail("sa", { kind: "rate-limit", retryAfterSeconds: 30 });
    const error = await createKlevuSearch("sa", "en", { store: store("sa") })
      .search({ brandGroup: MAIN })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(causeOf(error)).toMatchObject({ kind: "status", status: 429, retryAfterMs: 30_000 });
    expect(seenBy("sa")).toHaveLength(1);
  });

  it("times out an answer slower than the deadline, retries it, then reports an outage", async () => {
    // Two timeouts in a row also open the country's circuit, so a third try would not be sent.
    fake.fail("sa", { kind: "slow", ms: 400 }, 2);
    const error = await createKlevuSearch("sa", "en", { store: store("sa"), timeoutMs: 100, retries: 1 })
      .suggest("gol", { brandGroup: MAIN })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect(causeOf(error)).toBeInstanceOf(UpstreamError);
    expect(causeOf(error).kind).toBe("timeout");
    expect(seenBy("sa")).toHaveLength(2);
  });

  it("answers after a 503 on the next try", async () => {
    fake.fail("eg", { kind: "unavailable" });
    const result = await createKlevuSearch("eg", "ar", { store: store("eg") }).search({
      query: "خاتم",
      brandGroup: ["missl"],
    });
    expect(result.total).toBe(4);
    expect(result.records.every((r) => r.currency === "EGP" && /خاتم/.test(r.name))).toBe(true);
  });

  it("gets the vendor's error answer for another country's key on a host: an outage, never an empty listing, not retried", async () => {
    const error = await createKlevuSearch("sa", "en", { store: store("sa", hosts.ae.apiKey) })
      .search({ brandGroup: MAIN })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).message).toMatch(/answered 400: Invalid API key/);
    expect(seenBy("sa")).toHaveLength(1);
  });

  it("keeps an outage in one country: its circuit opens, the others still search with their own keys", async () => {
    const sa = createKlevuSearch("sa", "en", { store: store("sa"), retries: 2 });
    fake.fail("sa", { kind: "unavailable" }, 6);
    for (let i = 0; i < 2; i++)
      await expect(sa.search({ brandGroup: MAIN })).rejects.toBeInstanceOf(SearchUnavailableError);
    const open = await sa.search({ brandGroup: MAIN }).catch((e: unknown) => e);
    expect(causeOf(open).kind).toBe("circuitOpen");
    expect(seenBy("sa")).toHaveLength(5);
    for (const region of ["ae", "eg"] as const) {
      const result = await createKlevuSearch(region, "en", { store: store(region) }).suggest("noor", {
        brandGroup: MAIN,
        limit: 40,
      });
      expect(result.products).toHaveLength(12);
      expect(seenBy(region).at(-1)!.body.suggestions).toEqual([
        { id: "autosuggestions", typeOfRequest: "AUTO_SUGGESTIONS", query: "noor", limit: 15 },
      ]);
    }
    for (const s of fake.seen) expect(s.apiKey).toBe(hosts[s.region as RegionCode].apiKey);
  });
});
