import { describe, expect, it } from "vitest";
import { CONTENT_FILE_NAMES, loadContentFile } from "./load";

/** Values that must be the same in every language: where things link, what they show, who sees them. */
const SHARED_KEYS = new Set([
  "url",
  "href",
  "id",
  "topic",
  "kind",
  "brand",
  "regions",
  "image",
  "src",
  "logo",
  "desktop",
  "mobile",
  "width",
  "height",
  "mobileWidth",
  "mobileHeight",
  "newTab",
  "countdownTo",
  "backgroundColor",
  "textColor",
  "brands",
  "types",
  "collections",
  "onSale",
  "sort",
]);

const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The structure of a file with its translatable text blanked out: same keys, same array
 * lengths, same links, ids and regions. The {{returnWindowDays}} placeholder must survive.
 */
function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, SHARED_KEYS.has(k) && !isObject(v) ? v : shape(v, k)]),
    );
  }
  if (typeof value === "string") {
    const placeholders = value.match(/\{\{\w+\}\}/g) ?? [];
    return value === "" ? "" : `text${placeholders.join("")}`;
  }
  return value;
}

describe("English and Arabic content files", () => {
  it.each(CONTENT_FILE_NAMES)("%s has the same structure, ids and links in both languages", async (name) => {
    const [en, ar] = await Promise.all([loadContentFile("en", name), loadContentFile("ar", name)]);
    expect(shape(ar)).toEqual(shape(en));
  });

  it.each(CONTENT_FILE_NAMES)("%s is written in Arabic in the Arabic file", async (name) => {
    const ar = JSON.stringify(await loadContentFile("ar", name));
    expect(ar).toMatch(/[\u0600-\u06FF]/);
  });
});
