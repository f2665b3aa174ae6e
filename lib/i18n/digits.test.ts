import { describe, expect, it } from "vitest";
import { localDigitString, localDigits } from "./digits";
import { LOCALES, LOCALE_CODES } from "./locales";

describe("localDigits", () => {
  it.each(LOCALE_CODES)("writes whole numbers as ICU does for %s", (locale) => {
    const icu = new Intl.NumberFormat(LOCALES[locale].bcp47, { useGrouping: false });
    expect(icu.resolvedOptions().numberingSystem).toBe(LOCALES[locale].digits);
    for (const n of [0, 7, 10, 54, 1234567890]) expect(localDigits(n, locale)).toBe(icu.format(n));
    expect(localDigits("054", locale)).toBe(icu.format(54));
  });

  it("leaves sizes that are not whole numbers alone", () => {
    expect(localDigitString("54", "ar-eg")).toBe("٥٤");
    expect(localDigitString("54", "ar-ae")).toBe("54");
    expect(localDigitString("7.5", "ar-eg")).toBe("7.5");
    expect(localDigitString("S", "ar-sa")).toBe("S");
  });
});
