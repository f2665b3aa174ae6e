import { describe, expect, it, vi } from "vitest";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./password";
import { oldCostHash } from "./test-passwords";

// The production cost, not the cheap one every other test file hashes at (tests/support/password-cost.ts).
vi.unmock("@/lib/auth/password-cost");

describe("password hashing (scrypt)", () => {
  it("hashes at N = 2^17, r = 8, p = 1, and verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Noura-2026!");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("Noura-2026!", stored)).toBe(true);
    expect(await verifyPassword("noura-2026!", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("still verifies a hash of the old cost (N = 2^15), and says it needs rehashing", async () => {
    const old = oldCostHash("Noura-2026!");
    expect(await verifyPassword("Noura-2026!", old)).toBe(true);
    expect(await verifyPassword("Noura-2026?", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("rehashes only what is below today's cost, never a hash of a higher one", () => {
    for (const lower of [
      "scrypt$65536$8$1$c2FsdA$aGFzaA",
      "scrypt$131072$4$1$c2FsdA$aGFzaA",
      "scrypt$131072$8$0$c2FsdA$aGFzaA",
      "bcrypt$x",
    ])
      expect(needsRehash(lower)).toBe(true);
    for (const higher of [
      "scrypt$262144$8$1$c2FsdA$aGFzaA",
      "scrypt$131072$16$1$c2FsdA$aGFzaA",
      "scrypt$131072$8$2$c2FsdA$aGFzaA",
    ])
      expect(needsRehash(higher)).toBe(false);
  });

  it("checks an unknown address against a decoy of today's cost", async () => {
    expect(await decoyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("salts every hash, and never throws on a malformed one", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    for (const bad of ["", "bcrypt$x", "scrypt$0$8$1$c2FsdA$aGFzaA", "scrypt$x$y$z$$", "scrypt$1000$8$1$c2FsdA$aGFzaA"])
      expect(await verifyPassword("same", bad)).toBe(false);
  });

  it("treats composed and decomposed Arabic or accented input as the same password", async () => {
    const stored = await hashPassword("Caf\u00e9");
    expect(await verifyPassword("Cafe\u0301", stored)).toBe(true);
  });
});
