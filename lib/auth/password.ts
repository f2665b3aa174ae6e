import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { PASSWORD_COST } from "./password-cost";

/**
 * Password hashing with scrypt, a memory-hard function built into Node (no native add-on to
 * install), at the cost of `PASSWORD_COST` (N = 2^17, r = 8, p = 1: 128 MiB a hash). The
 * parameters travel in the stored string, so the cost can be raised and old hashes still verify;
 * `needsRehash` says when one was made at a lower cost, and sign-in then stores a new one
 * (`upgradeHashAfterSignIn`, lib/auth/rehash.ts), the only moment the password is at hand.
 */
type Cost = { N: number; r: number; p: number };
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  // maxmem is a ceiling, not an allocation: scrypt refuses to start when it would need more. It
  // needs 128 * r * (N + p + 2) bytes, a little over 128 * N * r (128 MiB at today's cost, four
  // times Node's default ceiling), so the ceiling is exactly that for the cost at hand.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.r * (cost.N + cost.p + 2) };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PASSWORD_COST;
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Constant-time check; a malformed stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64url");
  // scrypt refuses an N that is not a power of two, among others: such a string matches nothing.
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), cost).catch(() => null);
  return actual !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * True when a stored hash was made at a lower cost than today's. One made at a higher cost (by a
 * newer release, before a roll-back) is kept: rehashing it would lower its cost.
 */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split("$");
  return !(Number(n) >= PASSWORD_COST.N && Number(r) >= PASSWORD_COST.r && Number(p) >= PASSWORD_COST.p);
}

/**
 * A hash of nothing anyone knows, verified when the address is unknown, so "no such account"
 * takes as long as "wrong password" and sign-in does not reveal who has an account. Made by
 * `hashPassword`, so at today's cost, as every current hash is.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}
