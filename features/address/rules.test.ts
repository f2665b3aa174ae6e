import { describe, expect, it } from "vitest";
import { REGION_CODES } from "@/lib/i18n/locales";
import { GOVERNORATES, governorateName, governorateOptions, isGovernorate } from "./governorates";
import { checkField, checkForm, normalizeField, toAsciiDigits } from "./rules";
import { SAUDI_ADDRESS as SA } from "@/tests/support/addresses";

describe("phone rule (9 digits sa and ae, 10 eg, one leading zero stripped)", () => {
  it.each([
    ["sa", "501234567"],
    ["sa", "0501234567"],
    ["sa", "+966 50 123 4567"],
    ["sa", "00966501234567"],
    ["sa", "٠٥٠١٢٣٤٥٦٧"],
    ["ae", "0501234567"],
    ["ae", "+971501234567"],
    ["eg", "01012345678"],
    ["eg", "1012345678"],
    ["eg", "+20 101 234 5678"],
  ] as const)("%s accepts %s", (region, phone) => {
    expect(checkField("phone", phone, region)).toBeNull();
  });

  it.each([
    ["sa", "50123456", 9],
    ["sa", "5012345678", 9],
    ["sa", "00501234567", 9],
    ["sa", "+20 1012345678", 9],
    ["sa", "50-ABC-4567", 9],
    ["ae", "05012345", 9],
    ["eg", "012345678", 10],
    ["eg", "101234567890", 10],
  ] as const)("%s refuses %s (needs %i digits)", (region, phone, count) => {
    expect(checkField("phone", phone, region)).toEqual({ key: "phone", count });
  });

  it("requires a phone and stores the national number", () => {
    expect(checkField("phone", " ", "sa")).toEqual({ key: "required" });
    expect(normalizeField("phone", "+966 050 123 4567".replace("050", "50"), "sa")).toBe("501234567");
    expect(normalizeField("phone", "01012345678", "eg")).toBe("1012345678");
    expect(normalizeField("phone", "٠٥٠١٢٣٤٥٦٧", "sa")).toBe("501234567");
  });
});

describe("postal code rule (5 digits sa and eg, optional in ae)", () => {
  it("requires exactly 5 digits in sa and eg", () => {
    for (const region of ["sa", "eg"] as const) {
      expect(checkField("postal_code", "12211", region)).toBeNull();
      expect(checkField("postal_code", "١٢٢١١", region)).toBeNull();
      expect(checkField("postal_code", "", region)).toEqual({ key: "required" });
      expect(checkField("postal_code", "1221", region)).toEqual({ key: "postalCode", count: 5 });
      expect(checkField("postal_code", "122111", region)).toEqual({ key: "postalCode", count: 5 });
      expect(checkField("postal_code", "12a11", region)).toEqual({ key: "postalCode", count: 5 });
    }
  });

  it("takes none or up to 6 digits in ae", () => {
    expect(checkField("postal_code", "", "ae")).toBeNull();
    expect(checkField("postal_code", "00000", "ae")).toBeNull();
    expect(checkField("postal_code", "1234567", "ae")).toEqual({ key: "postalCode", count: 6 });
    expect(checkField("postal_code", "P.O. 12", "ae")).toEqual({ key: "postalCode", count: 6 });
  });

  it("stores ASCII digits", () => {
    expect(toAsciiDigits("١٢٣٤٥ ۶۷")).toBe("12345 67");
    expect(normalizeField("postal_code", " ١٢٢١١ ", "sa")).toBe("12211");
  });
});

describe("governorates", () => {
  it("lists the 13 Saudi regions, the 7 emirates and Egypt's 27 governorates, each named in both languages", () => {
    expect([GOVERNORATES.sa.length, GOVERNORATES.ae.length, GOVERNORATES.eg.length]).toEqual([13, 7, 27]);
    for (const region of REGION_CODES) {
      const codes = GOVERNORATES[region].map((g) => g.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const g of GOVERNORATES[region]) {
        expect(g.en).toMatch(/^[A-Za-z' -]+$/);
        expect(g.ar).toMatch(/^[\u0600-\u06FF ]+$/);
      }
    }
  });

  it("accepts only the country's own", () => {
    expect(isGovernorate("sa", "riyadh")).toBe(true);
    expect(isGovernorate("sa", "dubai")).toBe(false);
    expect(isGovernorate("ae", "dubai")).toBe(true);
    expect(isGovernorate("eg", "cairo")).toBe(true);
    expect(isGovernorate("eg", "Cairo")).toBe(false);
    expect(checkField("governorate", "", "eg")).toEqual({ key: "required" });
    expect(checkField("governorate", "riyadh", "eg")).toEqual({ key: "governorate" });
  });

  it("names and sorts them in the reader's language", () => {
    expect(governorateName("eg", "alexandria", "ar")).toBe("الإسكندرية");
    expect(governorateName("sa", "old-code", "en")).toBe("old-code");
    const ar = governorateOptions("ae", "ar").map((o) => o.label);
    expect(ar).toEqual([...ar].sort((a, b) => a.localeCompare(b, "ar")));
    expect(governorateOptions("sa", "en")[0]).toEqual({ value: "al-bahah", label: "Al-Bahah" });
  });
});

describe("checkForm", () => {
  it("passes a good form and lists every failing field in form order", () => {
    expect(checkForm(SA, "sa")).toEqual({});
    const errors = checkForm({ ...SA, email: "x@", first_name: "", phone: "123", city: "x".repeat(81) }, "sa");
    expect(Object.keys(errors)).toEqual(["email", "first_name", "city", "phone"]);
    expect(errors.city).toEqual({ key: "tooLong", count: 80 });
  });
});
