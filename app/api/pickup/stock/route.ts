import { getCommerce } from "@/lib/commerce/provider";
import { parseInput } from "@/lib/http/respond";
import { LOCALES } from "@/lib/i18n/locales";
import { pickupStockParams } from "@/features/pickup/schema";
import { pickupStock } from "@/features/pickup/server";

/**
 * GET /api/pickup/stock?locale=&variants=: where pieces can be collected, each boutique of the
 * country with its own stock of them. Public and the same for everyone: shared caches keep it for
 * half a minute (a boutique's last piece may still go at placement, which says so).
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseInput(pickupStockParams, Object.fromEntries(new URL(request.url).searchParams));
  if ("error" in parsed) return parsed.error;
  const { locale, variants } = parsed.data;
  const { region, lang } = LOCALES[locale];
  return pickupStock(await getCommerce(region), variants, lang);
}
