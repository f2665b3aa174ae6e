import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, REGION_CODES } from "@/lib/i18n/locales";
import type { NavItem } from "../types";
import { createFilesContent } from "./index";

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe.each(LANGS)("files content provider (%s)", (lang) => {
  it("loads every file and serves each country", async () => {
    const content = await createFilesContent(lang);
    for (const region of REGION_CODES) {
      const header = await content.getHeader(region);
      expect(header.navigation.length).toBeGreaterThanOrEqual(6);
      expect(header.popularSearchTerms.length).toBeGreaterThanOrEqual(8);
      const footer = await content.getFooter(region);
      expect(footer.socialLinks).toHaveLength(5);
      expect(footer.extendedNavigation.items.length).toBeGreaterThanOrEqual(8);
      for (const brand of ["main", "missl", "waves"] as const) {
        const home = await content.getBrandHome(brand, region);
        expect(home?.brand).toBe(brand);
        expect(home?.sections.map((s) => s.kind)).toEqual(
          expect.arrayContaining(["hero", "category-tiles", "product-rail", "promo-banner"]),
        );
      }
      const promos = await content.getErrorPromos(region);
      expect(promos.map((p) => [p.brand, p.href])).toEqual([
        ["main", "/"],
        ["missl", "/miss-l"],
        ["waves", "/waves"],
      ]);
    }
  });

  it("leaves the store-locations link out for ae only", async () => {
    const content = await createFilesContent(lang);
    const hasStores = async (region: (typeof REGION_CODES)[number]) => {
      const header = await content.getHeader(region);
      const footer = await content.getFooter(region);
      const urls = [...flatten(header.navigation), ...footer.navigation.flatMap((c) => c.items)].map((i) => i.url);
      return urls.includes("/store-locations");
    };
    expect(await hasStores("ae")).toBe(false);
    expect(await hasStores("sa")).toBe(true);
    expect(await hasStores("eg")).toBe(true);
  });

  it("shows the Atelier link and mada only in sa", async () => {
    const content = await createFilesContent(lang);
    for (const region of REGION_CODES) {
      const urls = flatten((await content.getHeader(region)).navigation).map((i) => i.url);
      expect(urls.some((u) => u.includes("brand=atelier"))).toBe(region === "sa");
      const payments = (await content.getFooter(region)).paymentIcons.map((p) => p.image);
      expect(payments.includes("/payments/mada.svg")).toBe(region === "sa");
    }
  });

  it("keeps the gold coins and bars entry in sa and the buy-now-pay-later note in ae", async () => {
    const content = await createFilesContent(lang);
    const sa = await content.getHelpCentre("sa");
    expect(sa.map((e) => e.id)).toEqual(["return-policy", "how-to-return", "gold-coins-bars-policy"]);
    expect(sa.find((e) => e.topic === "gold-coins-bars")?.answer.length).toBeGreaterThan(0);
    for (const region of ["ae", "eg"] as const) {
      const entries = await content.getHelpCentre(region);
      expect(entries.map((e) => e.id)).toEqual(["return-policy", "how-to-return"]);
      expect(entries.some((e) => e.topic === "gold-coins-bars")).toBe(false);
    }
    const policy = async (region: (typeof REGION_CODES)[number]) =>
      (await content.getHelpCentre(region)).find((e) => e.id === "return-policy")!.answer;
    expect((await policy("ae")).length).toBe((await policy("eg")).length + 1);
    expect((await policy("sa")).length).toBe((await policy("eg")).length);
    for (const region of REGION_CODES) expect((await policy(region))[0]).toContain("{{returnWindowDays}}");
  });

  it("gives sa a countdown promo bar and the other countries their own message", async () => {
    const content = await createFilesContent(lang);
    const sa = (await content.getHeader("sa")).promoBar;
    const ae = (await content.getHeader("ae")).promoBar;
    const eg = (await content.getHeader("eg")).promoBar;
    expect(sa?.countdownTo && Date.parse(sa.countdownTo)).toBeGreaterThan(Date.parse("2026-12-21T00:00:00Z"));
    expect(sa?.countdownTo && Date.parse(sa.countdownTo)).toBeLessThan(Date.parse("2027-01-21T00:00:00Z"));
    expect(ae?.message).not.toBe(sa?.message);
    expect(eg?.message).not.toBe(sa?.message);
  });

  it("never leaks the regions marker to callers", async () => {
    const content = await createFilesContent(lang);
    const all = JSON.stringify([
      await content.getHeader("sa"),
      await content.getFooter("sa"),
      await content.getHelpCentre("sa"),
      await content.getErrorPromos("sa"),
      await content.getBrandHome("main", "sa"),
    ]);
    expect(all).not.toContain('"regions"');
  });

  it("hands out copies, so callers cannot change the cached content", async () => {
    const content = await createFilesContent(lang);
    (await content.getHeader("sa")).navigation.length = 0;
    expect((await content.getHeader("sa")).navigation.length).toBeGreaterThan(0);
  });

  it("refers only to images that exist under public/", async () => {
    const content = await createFilesContent(lang);
    const images = new Set<string>();
    const walk = (value: unknown, key = ""): void => {
      if (typeof value === "string" && /^\/.*\.(svg|webp|png)$/.test(value)) images.add(value);
      else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === "object") Object.entries(value).forEach(([k, v]) => walk(v, k));
    };
    for (const region of REGION_CODES) {
      walk(await content.getHeader(region));
      walk(await content.getFooter(region));
      walk(await content.getErrorPromos(region));
      for (const brand of ["main", "missl", "waves"] as const) walk(await content.getBrandHome(brand, region));
    }
    expect(images.size).toBeGreaterThan(20);
    const missing = [...images].filter((src) => !existsSync(join(process.cwd(), "public", src)));
    expect(missing).toEqual([]);
  });
});
