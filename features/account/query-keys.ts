import type { RegionCode } from "@/lib/i18n/locales";

/**
 * TanStack Query keys of the account's data, under the roots sign-out drops
 * (CUSTOMER_QUERY_ROOTS in features/auth/session-client.ts).
 */
export const accountKeys = {
  addresses: (region: RegionCode) => ["addresses", region] as const,
  attributes: (region: RegionCode) => ["attributes", region] as const,
};
