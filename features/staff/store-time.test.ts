import { describe, expect, it } from "vitest";
import { storeTimeToIso } from "./store-time";

describe("a time typed in the store's time zone", () => {
  it("is the moment it names there, whatever zone the computer is in", () => {
    expect(storeTimeToIso("2026-03-01T10:00", "Asia/Riyadh")).toBe("2026-03-01T07:00:00.000Z");
    expect(storeTimeToIso("2026-03-01T00:30", "Asia/Dubai")).toBe("2026-02-28T20:30:00.000Z");
  });

  it("follows a summer-time change (Cairo is UTC+2 in winter, UTC+3 in summer)", () => {
    expect(storeTimeToIso("2026-01-15T12:00", "Africa/Cairo")).toBe("2026-01-15T10:00:00.000Z");
    expect(storeTimeToIso("2026-07-15T12:00", "Africa/Cairo")).toBe("2026-07-15T09:00:00.000Z");
  });

  it("is null for anything that is not a date and time", () => {
    expect(storeTimeToIso("", "Asia/Riyadh")).toBeNull();
    expect(storeTimeToIso("2026-03-01", "Asia/Riyadh")).toBeNull();
    expect(storeTimeToIso("tomorrow", "Asia/Riyadh")).toBeNull();
  });
});
