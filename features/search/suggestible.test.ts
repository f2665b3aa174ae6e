import { describe, expect, it } from "vitest";
import { isSuggestible } from "./suggestible";

describe("isSuggestible", () => {
  it("asks for two characters, or one Arabic letter", () => {
    expect(isSuggestible("")).toBe(false);
    expect(isSuggestible(" r ")).toBe(false);
    expect(isSuggestible("ri")).toBe(true);
    expect(isSuggestible("ذ")).toBe(true);
    expect(isSuggestible(" خ ")).toBe(true);
    expect(isSuggestible("7")).toBe(false);
  });
});
