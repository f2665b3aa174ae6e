import { STORE_ATTRIBUTES } from "@/lib/commerce/customer-attributes";
import { ok, readBody } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import { storeAttributesBody } from "@/features/account/schema";

/**
 * POST /api/customer/getStoreAttributes: the store's attribute definitions. Public (no session):
 * names and types only, the same for every country's store, so caches may keep it an hour.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = await readBody(request, storeAttributesBody);
  if ("error" in parsed) return parsed.error;
  return ok(STORE_ATTRIBUTES, "public, max-age=3600");
}
