import { describe, expect, it } from "vitest";
import { formatLineOptions } from "./line-options";

const t = (key: string, { defaultValue }: { defaultValue: string }) =>
  key === "product.options.Ring size" ? "المقاس" : defaultValue;

describe("formatLineOptions", () => {
  it("names options in the reader's language and writes numbers in its digits", () => {
    expect(formatLineOptions([{ name: "Ring size", value: "54" }], "ar-sa", t)).toBe("المقاس: ٥٤");
    expect(formatLineOptions([{ name: "Ring size", value: "54" }], "en-sa", (_k, o) => o.defaultValue)).toBe(
      "Ring size: 54",
    );
    expect(formatLineOptions([], "en-sa", t)).toBe("");
  });
});
