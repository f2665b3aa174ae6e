import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { meta } from "@/lib/db/schema";

/**
 * The catalogue's version, read by the embedded search to know when to rebuild its indexes:
 * the seed mark (a new seed is a new catalogue) plus a `catalogue_version` row that whatever
 * changes products bumps. Every app instance polls it, so one bump reaches them all.
 */
export const CATALOGUE_VERSION_KEY = "catalogue_version";
const SEED_KEY = "seed";

export async function readCatalogueVersion(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(meta)
    .where(inArray(meta.key, [SEED_KEY, CATALOGUE_VERSION_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? "-";
  return `${value(SEED_KEY)}#${value(CATALOGUE_VERSION_KEY)}`;
}

/** Marks the catalogue as changed; search indexes rebuild at their next check. Returns the new version. */
export async function bumpCatalogueVersion(db: Db): Promise<string> {
  // A fresh token rather than a counter: two writers bumping at once still both change it.
  const value = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  await db
    .insert(meta)
    .values({ key: CATALOGUE_VERSION_KEY, value })
    .onConflictDoUpdate({ target: meta.key, set: { value } });
  return readCatalogueVersion(db);
}
