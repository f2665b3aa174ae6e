import { createHash, timingSafeEqual } from "node:crypto";

/** Compares a stored secret (an access key) with a given one in constant time, whatever their lengths. */
export function sameSecret(expected: string, given: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected.length > 0;
}
