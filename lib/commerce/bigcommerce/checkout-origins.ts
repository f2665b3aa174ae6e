/**
 * The origins a hosted country's checkout lives on that the environment names: its checkout domain
 * (BC_xx_CHECKOUT_ORIGIN, a custom domain) and the channel's permanent address. Plain code over an
 * environment record, so next.config.ts can build the CSP's frame-src from it at build time (the
 * sign-out frame) as the server builds login links (customer-login.ts): relative imports only. The
 * server also accepts the addresses the store's Sites API gives for the channel (channel-site.ts),
 * which only a running server can read.
 */
import { REGION_CODES, type RegionCode } from "../../i18n/regions";
import { countryVariable } from "../../region-env";

type Env = Record<string, unknown>;
export const PERMANENT_ADDRESS = "https://store-{hash}-{channel}.mybigcommerce.com";

/**
 * A channel's address from a template with `{hash}` and `{channel}`. BigCommerce addresses the
 * default channel (1) as `store-{hash}.mybigcommerce.com`, without the channel; every other
 * channel as `store-{hash}-{channel}.mybigcommerce.com`. A template without `-{channel}` (a
 * loopback fake) is only filled in.
 */
export function channelAddress(template: string, hash: string, channel: number | string): string {
  const address = String(channel) === "1" ? template.replaceAll("-{channel}", "") : template;
  return address.replaceAll("{hash}", hash).replaceAll("{channel}", String(channel));
}

const text = (value: unknown): string | null =>
  (typeof value === "string" || typeof value === "number") && value !== "" ? String(value) : null;

export function checkoutOriginsOf(env: Env, region: RegionCode): string[] {
  const [hash, channel, custom] = (
    ["BC_{CC}_STORE_HASH", "BC_{CC}_CHANNEL_ID", "BC_{CC}_CHECKOUT_ORIGIN"] as const
  ).map((name) => text(env[countryVariable(name, region)]));
  const origins: string[] = [];
  if (custom) origins.push(new URL(custom).origin);
  if (hash && channel) origins.push(new URL(channelAddress(PERMANENT_ADDRESS, hash, channel)).origin);
  return origins;
}

/** Every hosted country's checkout origins (COMMERCE_PROVIDER_xx=bigcommerce), for the CSP. */
export function hostedCheckoutOrigins(env: Env): string[] {
  return REGION_CODES.filter(
    (region) => env[countryVariable("COMMERCE_PROVIDER_{CC}", region)] === "bigcommerce",
  ).flatMap((region) => checkoutOriginsOf(env, region));
}

/**
 * The https origins of a Sites API answer for a channel (`{ data: { url, urls: [{ url, type }] } }`:
 * the site's address, its primary, canonical and checkout addresses). Anything else is dropped: a
 * login link never goes over http, nor anywhere the answer does not name.
 */
export function siteOrigins(answer: unknown): string[] {
  const data = (answer as { data?: { url?: unknown; urls?: unknown } } | null)?.data;
  const urls = Array.isArray(data?.urls) ? (data.urls as { url?: unknown }[]).map((u) => u?.url) : [];
  const origins = new Set<string>();
  for (const address of [data?.url, ...urls]) {
    if (typeof address !== "string" || !URL.canParse(address)) continue;
    const url = new URL(address);
    if (url.protocol === "https:") origins.add(url.origin);
  }
  return [...origins];
}
