import type { Lang, RegionCode } from "@/lib/i18n/locales";
import { storeLocationRows } from "@/lib/db/seed/locations";
import type { StoreLocation } from "../types";

/**
 * BigCommerce has no boutiques to list: a hosted country's store locations are the same files the
 * embedded store is seeded from (lib/db/seed/locations.ts, pure data with fixed ids), so both
 * kinds of store show the same boutiques with the same ids (ADR 0021).
 */
export function storeLocationsOf(region: RegionCode, lang: Lang): StoreLocation[] {
  const ar = lang === "ar";
  return storeLocationRows()
    .filter((row) => row.region === region)
    .map((row) => ({
      id: row.id!,
      name: ar ? row.nameAr : row.nameEn,
      city: ar ? row.cityAr : row.cityEn,
      address: ar ? row.addressAr : row.addressEn,
      phone: row.phone,
      hours: ar ? row.hoursAr : row.hoursEn,
      latitude: row.latitude,
      longitude: row.longitude,
    }));
}
