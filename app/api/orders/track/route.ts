import { ok } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { getCommerce } from "@/lib/commerce/provider";
import { LOCALES } from "@/lib/i18n/locales";
import { trackOrderBody } from "@/features/tracking/schema";
import { noSuchOrder, trackByContact, trackTriesRefusal } from "@/features/tracking/server";

/**
 * POST /api/orders/track {region, locale, order, contact}: an order's timeline for whoever knows
 * its number and the e-mail or phone it was placed with (no account needed). A wrong contact and an
 * unknown order both answer 404 `orderNotFound`; tries are limited per client address (429).
 * Nothing beyond the order is shown, and its delivery address only partly.
 */
export const POST = route(trackOrderBody, async (body, { request }) => {
  const limited = await trackTriesRefusal(request);
  if (limited) return limited;
  const commerce = await getCommerce(body.region);
  const tracking = await trackByContact(commerce, body.region, body.order, body.contact, LOCALES[body.locale].lang);
  return tracking ? ok(tracking) : noSuchOrder();
});
