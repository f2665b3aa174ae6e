import { expect, type Page } from "@playwright/test";
import en from "../../locales/en/common.json" with { type: "json" };
import ar from "../../locales/ar/common.json" with { type: "json" };
import { LOCALES, type Locale } from "../../lib/i18n/locales";

export const strings = { en, ar };

/** The UI strings of a locale's language, so one spec runs in English and Arabic. */
export function ui(locale: Locale) {
  return strings[LOCALES[locale].lang];
}

/** Opens a page and waits until React has hydrated it (clicks before that would be lost). */
export async function openHome(page: Page, locale: Locale, path = "") {
  await page.goto(`/${locale}${path}`);
  await expect(page.locator("html")).toHaveAttribute("dir", LOCALES[locale].dir);
  // The first page of a run may render cold (and build a search index) on a busy machine.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
}

/**
 * Slows this page as a mid-range phone on a slow network, through Chromium's own throttling: the
 * CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The currency symbol Intl uses for a locale, as the page should show it. */
export function currencySymbol(locale: Locale): string {
  const { bcp47, currency } = LOCALES[locale];
  return new Intl.NumberFormat(bcp47, { style: "currency", currency })
    .formatToParts(1)
    .find((p) => p.type === "currency")!.value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A counted string of a locale (i18next plural keys `{base}_one`, `_other`, Arabic's `_two`,
 * `_few`...) as the page shows it for `count`, as a whole-text pattern (Latin or Arabic-Indic digits).
 */
export function countedText(locale: Locale, group: Record<string, string>, base: string, count: number): RegExp {
  const { bcp47 } = LOCALES[locale];
  const form = count === 0 && group[`${base}_zero`] ? "zero" : new Intl.PluralRules(bcp47).select(count);
  const template = group[`${base}_${form}`] ?? group[`${base}_other`]!;
  const digits = `(${count}|${new Intl.NumberFormat("ar-EG", { useGrouping: false }).format(count)})`;
  return new RegExp(
    `^${template
      .split(/\{\{(?:count|n)\}\}/)
      .map(escapeRegExp)
      .join(digits)}$`,
  );
}

/** The header bag link's accessible name for a count ("Shopping bag, 2 items"). */
export function bagLinkName(locale: Locale, count: number): RegExp {
  return countedText(locale, strings[LOCALES[locale].lang].header as Record<string, string>, "cartCount", count);
}

/**
 * The chunks a page's HTML loads: its script tags and the ones the production server queues until
 * the first paint (`__luminaScripts([...])`, server/scripts-after-paint.mjs).
 */
export function pageScripts(html: string): string[] {
  const tagged = [...html.matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const queued = [...html.matchAll(/__luminaScripts\((\[[^\]]*\])\)/g)].flatMap((m) => JSON.parse(m[1]!) as string[]);
  return [...new Set([...tagged, ...queued])];
}
