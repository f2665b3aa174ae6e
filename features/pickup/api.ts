import { apiClient } from "@/lib/http/api-client";
import type { Locale } from "@/lib/i18n/locales";
import type { StoreStock } from "@/lib/commerce/pickup-types";

const client = apiClient<string>({ messageKey: () => "pickup.errors.unavailable" });

/**
 * Each boutique's stock of these variants (GET /api/pickup/stock), or `null` when it cannot be
 * read: collecting is then not offered, and delivery still is.
 */
export async function requestStoreStock(locale: Locale, variantIds: number[]): Promise<StoreStock[] | null> {
  if (variantIds.length === 0) return [];
  // Sorted: the same question is the same address, which the shared caches keep.
  const variants = [...new Set(variantIds)].sort((a, b) => a - b).join(",");
  try {
    return (await client.get<{ stores: StoreStock[] }>("/pickup/stock", { params: { locale, variants } })).stores;
  } catch {
    return null;
  }
}
