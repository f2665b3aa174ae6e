import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@/locales/en/common.json";
import ar from "@/locales/ar/common.json";
import { createTranslator, type Strings } from "./translate";

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every string's key, with plural forms folded into their base key. */
function keysOf(node: Strings, prefix = ""): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") return [path.replace(PLURAL, "")];
    return keysOf(value as Strings, path);
  });
}

function placeholdersOf(node: Strings): Set<string> {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") for (const m of value.matchAll(/\{\{(.+?)\}\}/g)) names.add(m[1]!.trim());
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(node);
  return names;
}

describe.each([
  ["en", en],
  ["ar", ar],
] as const)("the browser's translator in %s answers as i18next does", (lang, strings) => {
  let i18next: I18n;
  beforeAll(async () => {
    // As next-i18next's client provider initialises it: the page's one language, no escaping.
    i18next = createInstance();
    await i18next.init({
      lng: lang,
      fallbackLng: lang,
      resources: { [lang]: { common: strings } },
      defaultNS: "common",
      ns: ["common"],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  });
  const t = createTranslator(lang, () => strings);
  const keys = [...new Set(keysOf(strings))];
  const values = Object.fromEntries([...placeholdersOf(strings)].map((name, i) => [name, `v${i}`]));

  it(`on all ${keys.length} keys with every placeholder given`, () => {
    for (const key of keys) expect(t(key, values), key).toBe(i18next.t(key, values));
  });

  it("on plural keys for counts 0, 1, 2, 3, 5, 11, 100 and 1.5", () => {
    const plurals = [...new Set(keysOf(strings).filter((key, _, all) => all.filter((k) => k === key).length > 1))];
    expect(plurals.length).toBeGreaterThan(5);
    for (const key of plurals)
      for (const count of [0, 1, 2, 3, 5, 11, 100, 1.5])
        expect(t(key, { ...values, count }), `${key} ${count}`).toBe(i18next.t(key, { ...values, count }));
  });

  it("on a missing key, a default value and a placeholder left without a value", () => {
    expect(t("nope.not.here")).toBe(i18next.t("nope.not.here"));
    expect(t("nope.not.here", { defaultValue: "Size {{n}}", n: 7 })).toBe(
      i18next.t("nope.not.here", { defaultValue: "Size {{n}}", n: 7 }),
    );
    const withPlaceholder = keys.find((key) => /\{\{/.test(String(i18next.t(key))))!;
    expect(t(withPlaceholder)).toBe(i18next.t(withPlaceholder));
  });
});
