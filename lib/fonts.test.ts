import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FILES } from "./fonts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("FONT_FILES", () => {
  it("serves exactly the fonts app/globals.css asks for, each from a file that is installed", () => {
    const css = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");
    const asked = [...css.matchAll(/url\("\/fonts\/([^"]+)"\)/g)].map((m) => m[1]);
    expect(asked.sort()).toEqual(Object.keys(FONT_FILES).sort());
    for (const source of Object.values(FONT_FILES)) expect(existsSync(path.join(ROOT, "node_modules", source)), source).toBe(true);
  });
});
