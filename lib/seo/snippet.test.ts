import { describe, expect, it } from "vitest";
import { snippet, SNIPPET_MAX } from "./snippet";

describe("snippet", () => {
  it("flattens line breaks and keeps short text whole", () => {
    expect(snippet("A ring.\n\nMade in gold.  ")).toBe("A ring. Made in gold.");
  });

  it("cuts long text at a word boundary within the limit", () => {
    const text = "Light enough for every day, bright enough for every occasion. ".repeat(5);
    const out = snippet(text);
    expect(out.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(out.endsWith("…")).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
    expect(out.slice(0, -1)).not.toMatch(/[\s,.]$/);
  });

  it("cuts Arabic text the same way", () => {
    const out = snippet("خاتم يرافقك كل يوم ويبقى معك مدى العمر، ".repeat(8), 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out).toMatch(/[^\s،]…$/u);
  });
});
