import { randomBytes, scryptSync } from "node:crypto";

/**
 * Tests' stand-in for a password stored before the cost was raised: a hash exactly as the store
 * made them then (N = 2^15, r = 8, p = 1), computed here without lib/auth/password.ts, so it
 * cannot follow that module's parameters.
 */
export function oldCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 2 ** 20 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}
