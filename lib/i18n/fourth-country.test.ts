import { afterAll, describe, expect, it, vi } from "vitest";
import type { ServerEnv } from "@/lib/env";
import type { RegionCode } from "@/lib/i18n/regions";

/**
 * A fourth country is one entry in the region registry. This file adds Kuwait to
 * the registry for its own run only (vi.mock of lib/i18n/regions.ts through its factory,
 * `regionRegistry`) and shows that every per-country list derived from the registry picks it up:
 * the locales, the environment schema and .env.example, the adapters' variables, the checkout's
 * origins, time zone, currency, postal codes, the seed's price list, the content schemas, and the
 * embedded store answering the catalogue contract for it. The app's own registry is untouched.
 */
const { KUWAIT, env } = vi.hoisted(() => ({
  KUWAIT: {
    code: "kw",
    name: { en: "Kuwait", ar: "الكويت" },
    label: "kwt",
    currency: "KWD",
    phoneCode: "+965",
    phoneLength: 8,
    listingPageId: "kwt",
    storeLocator: false,
    vatPercent: 0,
    flag: "/flags/kw.svg",
    timeZone: "Asia/Kuwait",
    weekend: [5, 6],
    arabicDigits: "arab",
    postalCode: { required: false, min: 5, max: 5 },
    seedPrice: { factor: 0.082, jitter: [0.97, 1.03] },
  } as const,
  env: { current: {} as Record<string, unknown> },
}));

vi.mock("@/lib/i18n/regions", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/i18n/regions")>();
  return { ...actual, ...actual.regionRegistry({ ...actual.REGIONS, kw: KUWAIT }) };
});
vi.mock("@/lib/env", () => ({ serverEnv: () => env.current as ServerEnv, publicEnv: {} }));

const kw = "kw" as RegionCode;

describe("a fourth country added to the region registry only", () => {
  it("is a country with its two locales, its currency and its digits", async () => {
    const { REGION_CODES, PICKER_REGION_ORDER, LISTING_PAGE_IDS } = await import("@/lib/i18n/regions");
    const { LOCALES, LOCALE_CODES, isLocale } = await import("@/lib/i18n/locales");
    expect(REGION_CODES).toEqual(["sa", "ae", "eg", "kw"]);
    expect(PICKER_REGION_ORDER).toEqual(["eg", "ae", "sa", "kw"]);
    expect(LISTING_PAGE_IDS).toContain("kwt");
    expect(LOCALE_CODES).toEqual(["en-sa", "ar-sa", "en-eg", "ar-eg", "en-ae", "ar-ae", "en-kw", "ar-kw"]);
    expect(isLocale("ar-kw")).toBe(true);
    expect(LOCALES["en-kw" as never]).toEqual({
      lang: "en",
      region: "kw",
      dir: "ltr",
      currency: "KWD",
      bcp47: "en-KW",
      digits: "latn",
    });
    expect(LOCALES["ar-kw" as never]).toEqual({
      lang: "ar",
      region: "kw",
      dir: "rtl",
      currency: "KWD",
      bcp47: "ar-KW",
      digits: "arab",
    });
    // The registry's digits agree with ICU, as lib/i18n/digits.test.ts holds the others to it.
    expect(new Intl.NumberFormat("ar-KW").resolvedOptions().numberingSystem).toBe(KUWAIT.arabicDigits);
  });

  it("has its variables in the environment schema, defaults and start-up checks, and in .env.example", async () => {
    const { parseServerEnv, serverSchema } = await import("@/lib/env-schema");
    const names = Object.keys(serverSchema.shape);
    for (const name of [
      "COMMERCE_PROVIDER_KW",
      "BC_KW_STORE_HASH",
      "BC_KW_ACCESS_TOKEN",
      "BC_KW_STOREFRONT_TOKEN",
      "BC_KW_CHANNEL_ID",
      "BC_KW_CLIENT_ID",
      "BC_KW_CLIENT_SECRET",
      "BC_KW_CHECKOUT_ORIGIN",
      "SEARCH_PROVIDER_KW",
      "KLEVU_KW_API_KEY",
      "KLEVU_KW_SEARCH_URL",
      "RETURN_WINDOW_DAYS_KW",
    ]) {
      expect(names, name).toContain(name);
    }
    // Each group keeps its order: country by country, the registry's order.
    expect(names.filter((n) => n.startsWith("COMMERCE_PROVIDER_"))).toEqual([
      "COMMERCE_PROVIDER_SA",
      "COMMERCE_PROVIDER_AE",
      "COMMERCE_PROVIDER_EG",
      "COMMERCE_PROVIDER_KW",
    ]);
    expect(parseServerEnv({})).toMatchObject({ COMMERCE_PROVIDER_KW: "embedded", SEARCH_PROVIDER_KW: "embedded" });
    // The types know the three real countries only; the fourth exists at run time here.
    expect((parseServerEnv({ RETURN_WINDOW_DAYS_KW: "30" }) as Record<string, unknown>).RETURN_WINDOW_DAYS_KW).toBe(30);

    const hosted = () => parseServerEnv({ COMMERCE_PROVIDER_KW: "bigcommerce" });
    expect(hosted).toThrow(/BC_KW_STORE_HASH[\s\S]*required when COMMERCE_PROVIDER_KW is bigcommerce/);
    expect(hosted).toThrow(
      /country kw runs on BigCommerce \(COMMERCE_PROVIDER_KW=bigcommerce\)[\s\S]*SEARCH_PROVIDER_KW=klevu/,
    );
    expect(() => parseServerEnv({ SEARCH_PROVIDER_KW: "klevu" })).toThrow(
      /KLEVU_KW_API_KEY[\s\S]*required when SEARCH_PROVIDER_KW is klevu/,
    );

    const { renderEnvExample } = await import("@/scripts/env-example");
    const example = renderEnvExample();
    expect(example).toContain("# COMMERCE_PROVIDER_EG=embedded\n# COMMERCE_PROVIDER_KW=embedded\n");
    expect(example).toContain(
      "# BC_KW_STORE_HASH=\n# BC_KW_ACCESS_TOKEN=\n# BC_KW_STOREFRONT_TOKEN=\n# BC_KW_CHANNEL_ID=\n",
    );
    expect(example).toContain("# KLEVU_KW_API_KEY=\n# KLEVU_KW_SEARCH_URL=\n");
    expect(example).toContain(
      "# One commerce store per country; each names its adapter: the embedded store or its BigCommerce store.\n# COMMERCE_PROVIDER_SA=embedded\n",
    );
  });

  it("is read by the adapters from its own variables", async () => {
    const { parseServerEnv } = await import("@/lib/env-schema");
    env.current = parseServerEnv({
      COMMERCE_PROVIDER_KW: "bigcommerce",
      BC_KW_STORE_HASH: "kwhash",
      BC_KW_ACCESS_TOKEN: "kw-token",
      BC_KW_STOREFRONT_TOKEN: "kw-private",
      BC_KW_CHANNEL_ID: "3",
      BC_KW_CHECKOUT_ORIGIN: "https://checkout.example.kw",
      SEARCH_PROVIDER_KW: "klevu",
      KLEVU_KW_API_KEY: "klevu-kw-key",
      KLEVU_KW_SEARCH_URL: "https://kwcs.klevu.test",
      RETURN_WINDOW_DAYS_KW: "30",
    });
    const { bigCommerceConfig } = await import("@/lib/commerce/bigcommerce/config");
    expect(bigCommerceConfig(kw)).toMatchObject({
      region: "kw",
      storeHash: "kwhash",
      accessToken: "kw-token",
      storefrontToken: "kw-private",
      channelId: 3,
    });
    const { klevuStore } = await import("@/lib/search/klevu/config");
    expect(klevuStore(kw)).toEqual({
      region: "kw",
      apiKey: "klevu-kw-key",
      searchUrl: "https://kwcs.klevu.test/cs/v2/search",
    });
    const { returnWindowDays } = await import("@/lib/policy");
    expect([returnWindowDays(kw), returnWindowDays("sa")]).toEqual([30, 15]);
    const { hostedCheckoutOrigins } = await import("@/lib/commerce/bigcommerce/checkout-origins");
    expect(hostedCheckoutOrigins(env.current)).toEqual([
      "https://checkout.example.kw",
      "https://store-kwhash-3.mybigcommerce.com",
    ]);
  });

  it("dates, prices and takes addresses in its own way", async () => {
    const { formatShortDate } = await import("@/lib/i18n/format");
    // 21:30 UTC is past midnight in Kuwait (UTC+3), not yet in Cairo (UTC+2).
    expect(formatShortDate("2026-03-11T21:30:00Z", "en-kw" as never)).toBe("Mar 12, 2026");
    expect(formatShortDate("2026-03-11T21:30:00Z", "en-eg")).toBe("Mar 11, 2026");
    const { formatMoney } = await import("@/lib/money");
    expect(formatMoney({ value: 125, currencyCode: "KWD" }, "en-kw" as never)).toContain("KWD");
    const { POSTAL_CODE_RULES } = await import("@/features/address/rules");
    expect(POSTAL_CODE_RULES[kw]).toEqual(KUWAIT.postalCode);
  });

  it("has a price list in the seed and a place in the content schemas", async () => {
    const { regionPrice } = await import("@/lib/db/seed/pricing");
    const { createRng } = await import("@/lib/db/seed/random");
    const price = regionPrice(kw, 10_000, createRng(1));
    expect(price).toBeGreaterThan(700);
    expect(price).toBeLessThan(900);
    const { headerFile } = await import("@/lib/content/files/schema");
    expect(Object.keys(headerFile.shape.promoBar.shape)).toEqual(["sa", "ae", "eg", "kw"]);
  });
});

// The embedded store sells in the fourth country too: the catalogue contract runs over every
// country of the registry, Kuwait included, on a freshly seeded throw-away database.
const { describeCatalogueContract } = await import("@/lib/commerce/contract/catalogue");
const { openTestDb } = await import("@/lib/db/test-db");
let handle: Awaited<ReturnType<typeof openTestDb>> | undefined;
describeCatalogueContract("embedded, with a fourth country", async () => {
  const { seedDatabase } = await import("@/lib/db/seed");
  const { createCatalogue } = await import("@/lib/commerce/embedded/catalogue");
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 80, force: true });
  const catalogue = createCatalogue(handle.db, kw);
  const page = await catalogue.listProducts({ limit: 5 }, "ar");
  expect(page.total).toBeGreaterThan(0);
  expect(page.items.every((p) => p.prices.price.currencyCode === "KWD")).toBe(true);
  return (region) => createCatalogue(handle!.db, region);
});
afterAll(() => handle?.close());
