import type { RegionCode } from "@/lib/i18n/locales";

type Regional = { regions?: readonly RegionCode[] };
/** An entry as callers see it, without the marker (distributes over unions of section kinds). */
export type WithoutRegions<T> = T extends unknown ? Omit<T, "regions"> : never;

/** An entry without `regions` shows everywhere; with it, only in the countries it names. */
export function shownIn(entry: Regional, region: RegionCode): boolean {
  return !entry.regions || entry.regions.includes(region);
}

/** Keeps the entries for a country and drops their `regions` marker. */
export function forRegion<T extends Regional>(entries: readonly T[], region: RegionCode): WithoutRegions<T>[] {
  return entries.filter((e) => shownIn(e, region)).map((e) => {
    const copy = { ...e };
    delete copy.regions;
    return copy as unknown as WithoutRegions<T>;
  });
}
