import "server-only";
import type { Db } from "@/lib/db/client";

/**
 * What BigCommerce has no API for (reviews, returns) is kept in our database (ADR 0022), which
 * a hosted country opens on first use only. `make` runs once; a failure is not kept, so the next
 * call tries again.
 */
export function onFirstUse<T>(db: () => Promise<Db>, make: (db: Db) => T): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () =>
    (made ??= db().then(make, (error: unknown) => {
      made = null;
      throw error;
    }));
}
