import { describe, expect, it } from "vitest";
import { highlightParts } from "./highlight";

const marked = (text: string, term: string) =>
  highlightParts(text, term)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join("");

describe("highlightParts", () => {
  it("marks the typed part, case-insensitively", () => {
    expect(marked("Diamond Rings", "ring")).toBe("Diamond [Ring]s");
    expect(marked("ring rings", "RING")).toBe("[ring] [ring]s");
  });

  it("marks every typed word", () => {
    expect(marked("18K White Gold Ring", "gold 18k")).toBe("[18K] White [Gold] Ring");
  });

  it("folds Arabic letters, diacritics and tatweel like the search does", () => {
    expect(marked("خاتم من الذهب", "ذهب")).toBe("خاتم من ال[ذهب]");
    expect(marked("أساور ذهبية", "اساور")).toBe("[أساور] ذهبية");
    expect(marked("قلادة", "قلاده")).toBe("[قلادة]");
    expect(marked("ذَهَب", "ذهب")).toBe("[ذَهَب]");
    expect(marked("عيار 21", "عيار ٢١")).toBe("[عيار] [21]");
  });

  it("leaves text without a match whole", () => {
    expect(highlightParts("Pearl Earrings", "gold")).toEqual([{ text: "Pearl Earrings", match: false }]);
    expect(highlightParts("Pearl", "  ")).toEqual([{ text: "Pearl", match: false }]);
  });
});
