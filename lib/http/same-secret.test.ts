import { describe, expect, it } from "vitest";
import { sameSecret } from "./same-secret";

describe("sameSecret", () => {
  it("accepts only the exact secret, whatever the length given, and never an empty one", () => {
    const key = "6f1c0a52-9d1e-4c0b-8f0e-3b1f7d2a9c44";
    expect(sameSecret(key, key)).toBe(true);
    expect(sameSecret(key, key.toUpperCase())).toBe(false);
    expect(sameSecret(key, key.slice(0, -1))).toBe(false);
    expect(sameSecret(key, "")).toBe(false);
    expect(sameSecret("", "")).toBe(false);
  });
});
