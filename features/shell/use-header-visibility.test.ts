import { describe, expect, it } from "vitest";
import { nextHeaderVisibility } from "./use-header-visibility";

describe("header visibility", () => {
  it("stays visible above 500 px whatever the direction", () => {
    expect(nextHeaderVisibility(100, 400, true)).toBe(true);
    expect(nextHeaderVisibility(499, 500, true)).toBe(true);
  });
  it("hides on scroll down past 500 px and shows on scroll up", () => {
    expect(nextHeaderVisibility(500, 620, true)).toBe(false);
    expect(nextHeaderVisibility(620, 600, false)).toBe(true);
    expect(nextHeaderVisibility(600, 600, false)).toBe(false);
  });
});
