import { channelAddress, PERMANENT_ADDRESS, siteOrigins } from "../checkout-origins";
import type { SetupClient } from "./client";
import type { SetupOptions } from "./options";
import { finding, statusText, type Finding } from "./report";

/**
 * The channel's site address (Sites API). The server reads it too, to send signed-in shoppers to
 * the hosted checkout signed in; this step shows it, and says when BC_xx_CHECKOUT_ORIGIN should
 * name it: the CSP's frame-src (the sign-out frame) is fixed at build time from the environment.
 */
type Site = { url: string; urls?: { url: string; type: string }[] };

export async function checkSite(client: SetupClient, options: SetupOptions): Promise<Finding[]> {
  const r = options.region.toUpperCase();
  const answer = await client.rest("GET", `/v3/channels/${options.channelId}/site`);
  if (answer.status === 404)
    return [finding("site", "warn", `channel ${options.channelId} has no site: carts have no hosted checkout address`)];
  if (answer.status !== 200)
    return [
      finding(
        "site",
        "fail",
        `GET /v3/channels/${options.channelId}/site answered ${statusText(answer.status, answer.body)}`,
      ),
    ];
  const site = (answer.body as { data: Site }).data;
  const checkout = site.urls?.find((u) => u.type === "checkout")?.url ?? site.url;
  const checkoutOrigin = siteOrigins({ data: { url: checkout } })[0];
  const findings = [
    finding("site", "ok", `channel ${options.channelId}'s site is ${site.url}; its checkout is on ${checkout}`),
  ];
  if (!checkoutOrigin)
    return [
      ...findings,
      finding("site", "warn", `the checkout address ${checkout} is not https: no login link can go there`),
    ];
  const permanent = new URL(channelAddress(PERMANENT_ADDRESS, options.access.storeHash, options.channelId)).origin;
  if (options.checkoutOrigin && !siteOrigins({ data: site }).includes(options.checkoutOrigin)) {
    findings.push(
      finding(
        "site",
        "warn",
        `BC_${r}_CHECKOUT_ORIGIN=${options.checkoutOrigin} is none of the site's addresses; the checkout is on ${checkoutOrigin}`,
      ),
    );
  } else if (!options.checkoutOrigin && checkoutOrigin !== permanent) {
    findings.push(
      finding(
        "site",
        "warn",
        `set BC_${r}_CHECKOUT_ORIGIN=${checkoutOrigin} for the server and for npm run build (the sign-out frame and the CSP's frame-src)`,
      ),
    );
  }
  return findings;
}
