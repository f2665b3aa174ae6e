import "server-only";
import { reportError } from "@/lib/monitoring/report-error";
import { hashPassword, needsRehash } from "./password";

/**
 * After a successful password check: when the stored hash was made at a lower cost than today's,
 * hashes the password again at today's cost and hands the new hash to `save`, which writes it
 * where the old one is kept, only if the old one is still there (a password changed or reset
 * meanwhile must not be overwritten with the one just checked). Runs in the background: the
 * sign-in answers without waiting for a second hash, and a failed rehash never fails the sign-in;
 * it is reported, and the next sign-in tries again. Returns the work (tests wait for it), or
 * null when the hash is already at today's cost.
 */
export function upgradeHashAfterSignIn(
  password: string,
  stored: string,
  save: (hash: string) => Promise<unknown>,
): Promise<void> | null {
  if (!needsRehash(stored)) return null;
  return hashPassword(password)
    .then(save)
    .then(
      () => undefined,
      (error: unknown) =>
        reportError(
          new Error("Could not store a password hash at today's cost (the sign-in went ahead)", { cause: error }),
        ),
    );
}
