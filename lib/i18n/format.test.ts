import { describe, expect, it } from "vitest";
import { formatShortDate } from "./format";

describe("formatShortDate", () => {
  it("dates a moment in the store's time zone, Gregorian in Arabic too", () => {
    // 22:30 UTC on 11 March is already 12 March in Riyadh.
    expect(formatShortDate("2026-03-11T22:30:00Z", "en-sa")).toMatch(/Mar 12, 2026/);
    expect(formatShortDate("2026-03-11T22:30:00Z", "en-eg")).toMatch(/Mar 12, 2026/);
    expect(formatShortDate("2026-03-11T20:30:00Z", "en-eg")).toMatch(/Mar 11, 2026/);
    expect(formatShortDate("2026-03-11T22:30:00Z", "ar-sa")).toMatch(/مارس/);
    expect(formatShortDate("not a date", "en-sa")).toBe("not a date");
  });
});
