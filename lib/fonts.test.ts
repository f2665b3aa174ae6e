import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_DIR, FONT_FILES } from "./fonts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("FONT_FILES", () => {
  it("serves exactly the fonts app/globals.css asks for, each from a committed file", () => {
    const css = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
    const asked = [...css.matchAll(/url\("\/fonts\/([^"]+)"\)/g)].map((m) => m[1]);
    expect(asked.sort()).toEqual([...FONT_FILES].sort());
    for (const file of FONT_FILES) expect(existsSync(path.join(ROOT, FONT_DIR, file)), file).toBe(true);
  });
});
