import { STORE_ATTRIBUTES } from "@/lib/commerce/customer-attributes";
import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { storeAttributesBody } from "@/features/account/schema";

/**
 * POST /api/customer/getStoreAttributes: the store's attribute definitions. Public (no session):
 * names and types only, the same for every country's store, so caches may keep it an hour.
 */
export const POST = route(storeAttributesBody, async () => ok(STORE_ATTRIBUTES, "public, max-age=3600"));
