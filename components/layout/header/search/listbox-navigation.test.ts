import { describe, expect, it } from "vitest";
import { nextActiveIndex } from "./listbox-navigation";

describe("nextActiveIndex", () => {
  it("moves down from the input to the first option and wraps at the end", () => {
    expect(nextActiveIndex("ArrowDown", -1, 3)).toBe(0);
    expect(nextActiveIndex("ArrowDown", 1, 3)).toBe(2);
    expect(nextActiveIndex("ArrowDown", 2, 3)).toBe(0);
  });

  it("moves up from the input to the last option and wraps at the start", () => {
    expect(nextActiveIndex("ArrowUp", -1, 3)).toBe(2);
    expect(nextActiveIndex("ArrowUp", 0, 3)).toBe(2);
    expect(nextActiveIndex("ArrowUp", 2, 3)).toBe(1);
  });

  it("jumps with PageUp and PageDown, ignores other keys and empty lists", () => {
    expect(nextActiveIndex("PageDown", 0, 5)).toBe(4);
    expect(nextActiveIndex("PageUp", 3, 5)).toBe(0);
    expect(nextActiveIndex("a", 0, 5)).toBeNull();
    expect(nextActiveIndex("ArrowDown", -1, 0)).toBeNull();
  });
});
