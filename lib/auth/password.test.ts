import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Noura-2026!");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("Noura-2026!", stored)).toBe(true);
    expect(await verifyPassword("noura-2026!", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it("salts every hash, and never throws on a malformed one", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    for (const bad of ["", "bcrypt$x", "scrypt$0$8$1$c2FsdA$aGFzaA", "scrypt$x$y$z$$"]) expect(await verifyPassword("same", bad)).toBe(false);
  });

  it("treats composed and decomposed Arabic or accented input as the same password", async () => {
    const stored = await hashPassword("Caf\u00e9");
    expect(await verifyPassword("Cafe\u0301", stored)).toBe(true);
  });
});
