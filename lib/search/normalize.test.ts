import { describe, expect, it } from "vitest";
import { arabicVariants, normalizeText, stemEnglish, termVariants, tokenize } from "./normalize";
import { damerauLevenshtein, withinOneEdit } from "./typo";

describe("Arabic normalisation", () => {
  it("folds the alef forms أ إ آ ٱ to ا", () => {
    expect(normalizeText("أساور")).toBe("اساور");
    expect(normalizeText("إن ستايل")).toBe("ان ستايل");
    expect(normalizeText("آمنة")).toBe("امنه");
    expect(normalizeText("ٱلذهب")).toBe("الذهب");
  });

  it("folds taa marbuta to haa and alef maqsura to yaa", () => {
    expect(normalizeText("قلادة")).toBe("قلاده");
    expect(normalizeText("ليلى")).toBe("ليلي");
  });

  it("removes diacritics (tashkeel, dagger alef) and tatweel", () => {
    expect(normalizeText("خَاتَمٌ")).toBe("خاتم");
    expect(normalizeText("مُرَصَّعْ")).toBe("مرصع");
    expect(normalizeText("هٰذا")).toBe("هذا");
    expect(normalizeText("ذهـــب")).toBe("ذهب");
  });

  it("turns Arabic-Indic and Persian digits into ASCII", () => {
    expect(normalizeText("عيار ٢١")).toBe("عيار 21");
    expect(normalizeText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("lower-cases Latin and strips accents", () => {
    expect(normalizeText("Pavé Bangle")).toBe("pave bangle");
    expect(normalizeText("CAFÉ Crème")).toBe("cafe creme");
  });

  it("tokenizes on anything that is not a letter or a digit", () => {
    expect(tokenize("Lumina - Noor Ring in 18K White-Gold")).toEqual([
      "lumina",
      "noor",
      "ring",
      "in",
      "18k",
      "white",
      "gold",
    ]);
    expect(tokenize("خاتم سوليتير بالألماس، عيار ١٨")).toEqual(["خاتم", "سوليتير", "بالالماس", "عيار", "18"]);
    expect(tokenize("  ... ")).toEqual([]);
  });

  it("adds the word without the definite article (and its proclitics) as a variant", () => {
    expect(arabicVariants("الذهب")).toEqual(["ذهب"]);
    expect(arabicVariants("بالالماس")).toEqual(["الماس", "ماس"]);
    expect(arabicVariants("للذهب")).toEqual(["ذهب"]);
    expect(arabicVariants("الم")).toEqual([]);
    expect(arabicVariants("ذهب")).toEqual([]);
    expect(termVariants(normalizeText("الذهب"))).toContain("ذهب");
  });
});

describe("English stemming", () => {
  it("reduces plurals", () => {
    expect(stemEnglish("earrings")).toBe("earring");
    expect(stemEnglish("necklaces")).toBe("necklace");
    expect(stemEnglish("bracelets")).toBe("bracelet");
    expect(stemEnglish("rings")).toBe("ring");
    expect(stemEnglish("accessories")).toBe("accessory");
    expect(stemEnglish("watches")).toBe("watch");
    expect(stemEnglish("boxes")).toBe("box");
  });

  it("strips -ing and -ed but keeps words whose ending is their root", () => {
    expect(stemEnglish("twisted")).toBe("twist");
    expect(stemEnglish("hammered")).toBe("hammer");
    expect(stemEnglish("setting")).toBe("set");
    expect(stemEnglish("ring")).toBe("ring");
    expect(stemEnglish("earring")).toBe("earring");
    expect(stemEnglish("sterling")).toBe("sterling");
    expect(stemEnglish("red")).toBe("red");
  });

  it("leaves short words, numbers, Arabic and already-singular words alone", () => {
    expect(stemEnglish("gold")).toBe("gold");
    expect(stemEnglish("18k")).toBe("18k");
    expect(stemEnglish("glass")).toBe("glass");
    expect(stemEnglish("خواتم")).toBe("خواتم");
  });
});

describe("typo distance", () => {
  it("computes Damerau-Levenshtein (optimal string alignment)", () => {
    expect(damerauLevenshtein("earing", "earring")).toBe(1);
    expect(damerauLevenshtein("rign", "ring")).toBe(1);
    expect(damerauLevenshtein("necklace", "neckalce")).toBe(1);
    expect(damerauLevenshtein("gold", "bold")).toBe(1);
    expect(damerauLevenshtein("ring", "ruby")).toBe(3);
  });

  it("answers 'within one edit' the same way as the full distance", () => {
    const words = [
      "earring",
      "earing",
      "earrings",
      "ring",
      "rign",
      "rings",
      "king",
      "gold",
      "golds",
      "glod",
      "خاتم",
      "خاتن",
      "ختم",
      "",
      "a",
    ];
    for (const a of words)
      for (const b of words) expect(withinOneEdit(a, b), `${a}/${b}`).toBe(damerauLevenshtein(a, b) <= 1);
  });
});
