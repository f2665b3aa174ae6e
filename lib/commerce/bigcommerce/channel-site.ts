import "server-only";
import { logger } from "@/lib/log/logger";
import type { RegionCode } from "@/lib/i18n/locales";
import { siteOrigins } from "./checkout-origins";
import { bigCommerceClients } from "./clients";

/**
 * The addresses of a country's channel as its store names them (Sites API,
 * `GET /v3/channels/{id}/site`): the site's `url` and its `urls` (primary, canonical, checkout).
 * The cart's checkout address lives on one of them, which the environment cannot know for the
 * default channel on the merchant's own domain: without them a signed-in shopper could not be
 * signed in at checkout.
 */
const kept = new Map<RegionCode, Promise<string[]>>();

/**
 * The channel's site origins, read once per country and kept for the server's life (a site's
 * domain changes rarely; a restart picks it up). A failed read is logged and not kept, so the
 * next call reads again; meanwhile the answer is none, and the environment's origins stand alone.
 */
export function channelSiteOrigins(region: RegionCode): Promise<string[]> {
  let found = kept.get(region);
  if (!found) {
    const { rest, channelId } = bigCommerceClients(region);
    found = rest.get<unknown>(`/v3/channels/${channelId}/site`).then(siteOrigins, (error: unknown) => {
      kept.delete(region);
      logger.warn(
        `[bigcommerce:${region}] the channel's site address could not be read (GET /v3/channels/${channelId}/site; the token needs Sites & Routes read-only): ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    });
    kept.set(region, found);
  }
  return found;
}
