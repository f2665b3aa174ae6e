import { describe, expect, it } from "vitest";
import { formatCartMoney } from "./money";

describe("formatCartMoney", () => {
  it("writes whole amounts without cents and other amounts with both digits", () => {
    expect(formatCartMoney(1320, "SAR", "en-sa")).toMatch(/^SAR\s1,320$/);
    expect(formatCartMoney(7008.7, "SAR", "en-sa")).toMatch(/7,008\.70$/);
    expect(formatCartMoney(172.17, "AED", "en-ae")).toMatch(/172\.17$/);
  });

  it("uses the locale's digits in Arabic", () => {
    expect(formatCartMoney(1051.3, "SAR", "ar-sa")).toContain("١٬٠٥١٫٣٠");
  });
});
