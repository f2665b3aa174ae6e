import type { Db } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import { loadCatalogue, type CatalogueData } from "./load";

/** How long a read waits for the other language's build to pick it up. */
const KEEP_MS = 30_000;
const LANGUAGES = 2;

type Entry = { data: Promise<CatalogueData>; takers: number };
const shared = new WeakMap<Db, Map<string, Entry>>();

/**
 * One database read per country and catalogue version, shared by the English and Arabic
 * builds that run at about the same time (start-up, a catalogue change): the read is most of
 * a build's time on a large catalogue. Dropped once both languages took it, or after 30 s, so
 * the rows do not outlive the builds.
 */
export function sharedCatalogue(db: Db, region: RegionCode, version: string): Promise<CatalogueData> {
  let entries = shared.get(db);
  if (!entries) shared.set(db, (entries = new Map()));
  const key = `${region}#${version}`;
  let entry = entries.get(key);
  if (!entry) {
    const created: Entry = { data: loadCatalogue(db, region), takers: 0 };
    const drop = () => {
      if (entries.get(key) === created) entries.delete(key);
    };
    created.data.then(() => setTimeout(drop, KEEP_MS).unref(), drop);
    entries.set(key, (entry = created));
  }
  if (++entry.takers >= LANGUAGES) entries.delete(key);
  return entry.data;
}
