import type { RegionCode } from "@/lib/i18n/locales";

/** TanStack Query keys of the account's data; sign-out removes everything under `account`. */
export const accountKeys = {
  all: ["account"] as const,
  addresses: (region: RegionCode) => ["account", region, "addresses"] as const,
  attributes: (region: RegionCode) => ["account", region, "attributes"] as const,
};
