import { beforeEach, describe, expect, it } from "vitest";
import { BRAND_HOMES, type BrandHome } from "@/lib/i18n/brands";
import { LANGS, REGION_CODES, type Lang, type RegionCode } from "@/lib/i18n/locales";
import type { ContentProvider, NavItem } from "./types";

/**
 * The content provider contract (ADR 0019): the same assertions for every adapter, so the files
 * and Strapi behind msw are held to one standard. What a page relies on per language and country
 * (header, footer, brand homes, help), and for a hosted adapter what happens when its upstream lacks an entry or
 * fails: the embedded files or the last good copy, never a missing home and never a throw.
 */
export type ContentPiece = "header" | "footer" | "home" | "help-centre" | "error-promos";

export type ContentContractOptions = {
  /** Whether a page can show this picture: a file under public/, or the CMS's media address. */
  isUsableImage: (src: string) => boolean;
  /** Only for hosted adapters: levers on the upstream behind the provider. */
  upstream?: {
    /** The provider that stands in for missing entries (the embedded files). */
    fallback: (lang: Lang) => Promise<ContentProvider>;
    /** Deletes a piece in one language (for "home": the Miss L' home). */
    removeEntry: (piece: ContentPiece, lang: Lang) => void;
    /** The upstream stops answering. */
    fail: () => void;
    /** The upstream answers again, with its full content, and nothing is remembered of earlier reads. */
    restore: () => Promise<void>;
  };
};

const BRANDS = Object.keys(BRAND_HOMES) as BrandHome[];
const PIECE_KEYS = {
  header: "header",
  footer: "footer",
  "help-centre": "helpCentre",
  "error-promos": "errorPromos",
} as const;
const ARABIC = /[\u0600-\u06FF]/;
const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

/** Everything a provider serves for one country, for whole-output comparisons. */
export async function snapshot(content: ContentProvider, region: RegionCode) {
  return {
    header: await content.getHeader(region),
    footer: await content.getFooter(region),
    homes: await Promise.all(BRANDS.map((brand) => content.getBrandHome(brand, region))),
    helpCentre: await content.getHelpCentre(region),
    errorPromos: await content.getErrorPromos(region),
  };
}

function images(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string" && /\.(svg|webp|png|jpe?g)$/.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => images(v, found));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => images(v, found));
  return found;
}

export function describeContentProvider(
  name: string,
  makeProvider: (lang: Lang) => Promise<ContentProvider>,
  options: ContentContractOptions,
) {
  describe.each(LANGS)(`content provider contract: ${name} (%s)`, (lang) => {
    let content: ContentProvider;
    beforeEach(async () => {
      await options.upstream?.restore();
      content = await makeProvider(lang);
    });

    it.each(REGION_CODES)("serves a header, a footer and every brand home in %s", async (region) => {
      const { header, footer, homes } = await snapshot(content, region);
      expect(header.navigation.length).toBeGreaterThanOrEqual(6);
      expect(header.popularSearchTerms.length).toBeGreaterThanOrEqual(8);
      expect(header.logo).toMatchObject({
        alt: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(footer.socialLinks).toHaveLength(5);
      for (const social of footer.socialLinks) expect(social.url).toMatch(/^https:\/\//);
      expect(footer.extendedNavigation.items.length).toBeGreaterThanOrEqual(8);
      for (const [i, brand] of BRANDS.entries()) {
        expect(homes[i]?.brand).toBe(brand);
        expect(homes[i]?.sections.map((s) => s.kind)).toEqual(
          expect.arrayContaining(["hero", "category-tiles", "product-rail", "promo-banner"]),
        );
      }
    });

    it("is written in the language asked for", async () => {
      const { header, helpCentre } = await snapshot(content, "sa");
      const text = [...header.navigation.map((n) => n.text), ...helpCentre.map((e) => e.question)].join(" ");
      expect(ARABIC.test(text)).toBe(lang === "ar");
    });

    it("hides store locations in ae, and shows Atelier and mada only in sa", async () => {
      for (const region of REGION_CODES) {
        const { header, footer } = await snapshot(content, region);
        const urls = [...flatten(header.navigation), ...footer.navigation.flatMap((c) => c.items)].map((i) => i.url);
        expect(urls.includes("/store-locations")).toBe(region !== "ae");
        expect(urls.some((u) => u.includes("brand=atelier"))).toBe(region === "sa");
        expect(footer.paymentIcons.some((p) => p.image.includes("mada"))).toBe(region === "sa");
      }
    });

    it("gives sa a countdown promo bar and the other countries their own message", async () => {
      const [sa, ae, eg] = await Promise.all(REGION_CODES.map(async (r) => (await content.getHeader(r)).promoBar));
      expect(Date.parse(sa!.countdownTo!)).toBeGreaterThan(Date.parse("2026-12-21T00:00:00Z"));
      expect(Date.parse(sa!.countdownTo!)).toBeLessThan(Date.parse("2027-01-21T00:00:00Z"));
      expect(ae?.message).not.toBe(sa?.message);
      expect(eg?.message).not.toBe(sa?.message);
    });

    it("answers the two return questions everywhere, the gold coins policy in sa and the buy-now-pay-later note in ae", async () => {
      const policy = async (region: RegionCode) =>
        (await content.getHelpCentre(region)).find((e) => e.id === "return-policy")!.answer;
      expect((await content.getHelpCentre("sa")).map((e) => e.id)).toEqual([
        "return-policy",
        "how-to-return",
        "gold-coins-bars-policy",
      ]);
      for (const region of ["ae", "eg"] as const)
        expect((await content.getHelpCentre(region)).map((e) => e.id)).toEqual(["return-policy", "how-to-return"]);
      expect((await policy("ae")).length).toBe((await policy("eg")).length + 1);
      for (const region of REGION_CODES) expect((await policy(region))[0]).toContain("{{returnWindowDays}}");
    });

    it("offers a promo card per brand on the error pages, each linking to its home", async () => {
      for (const region of REGION_CODES) {
        const promos = await content.getErrorPromos(region);
        expect(promos.map((p) => [p.brand, p.href])).toEqual([
          ["main", "/"],
          ["missl", "/miss-l"],
          ["waves", "/waves"],
        ]);
      }
    });

    it("refers only to pictures a page can show", async () => {
      const all = new Set<string>();
      for (const region of REGION_CODES) images(await snapshot(content, region), all);
      expect(all.size).toBeGreaterThan(20);
      expect([...all].filter((src) => !options.isUsableImage(src))).toEqual([]);
    });

    it("never leaks the regions marker, and hands out copies", async () => {
      expect(JSON.stringify(await snapshot(content, "sa"))).not.toContain('"regions"');
      (await content.getHeader("sa")).navigation.length = 0;
      expect((await content.getHeader("sa")).navigation.length).toBeGreaterThan(0);
    });

    const upstream = options.upstream;
    if (!upstream) return;

    it.each(["header", "footer", "home", "help-centre", "error-promos"] as const)(
      "serves the embedded %s when the upstream has no such entry",
      async (piece) => {
        upstream.removeEntry(piece, lang);
        const [served, files] = await Promise.all([
          snapshot(content, "sa"),
          upstream.fallback(lang).then((f) => snapshot(f, "sa")),
        ]);
        const missl = BRANDS.indexOf("missl");
        if (piece === "home") expect(served.homes[missl]).toEqual(files.homes[missl]);
        else expect(served[PIECE_KEYS[piece]]).toEqual(files[PIECE_KEYS[piece]]);
      },
    );

    it("serves the last good copy while the upstream fails, and the embedded files when it has none", async () => {
      const good = await Promise.all(REGION_CODES.map((r) => snapshot(content, r)));
      upstream.fail();
      expect(await Promise.all(REGION_CODES.map((r) => snapshot(content, r)))).toEqual(good);
      await upstream.restore();
      upstream.fail();
      const files = await upstream.fallback(lang);
      const cold = await makeProvider(lang);
      for (const region of REGION_CODES) {
        const served = await snapshot(cold, region);
        expect(served).toEqual(await snapshot(files, region));
        expect(served.homes.every((home) => home !== null)).toBe(true);
      }
    });
  });
}
