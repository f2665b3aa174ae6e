import { describe, expect, it } from "vitest";
import { remaining } from "./countdown";

describe("countdown", () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it("splits the time left into days, hours, minutes and seconds", () => {
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remaining(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it("is over at zero and after", () => {
    expect(remaining(now, now)).toBeNull();
    expect(remaining(now - 1000, now)).toBeNull();
    expect(remaining(now + 999, now)).toBeNull();
  });
});
