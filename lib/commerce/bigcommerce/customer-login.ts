import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { serverEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import type { RegionCode } from "@/lib/i18n/locales";
import { channelSiteOrigins } from "./channel-site";
import { checkoutOriginsOf } from "./checkout-origins";
import { bigCommerceConfig } from "./config";
import { countryVariable } from "@/lib/region-env";

/**
 * Customer Login JWT (BigCommerce's "Customer Login API"): a link that signs the shopper in on the
 * country's storefront and lands her on `redirect_to`, so a shopper signed in here stays signed in
 * at the hosted checkout. The token is HS256 over the API account's client secret (the account
 * needs the Customers Login scope), valid once (`jti`) and briefly (`iat`; the store refuses
 * tokens older than about 30 s).
 */
export type LoginTokenClaims = {
  clientId: string;
  storeHash: string;
  channelId: number;
  customerId: number;
  redirectTo: string;
  issuedAt?: number;
};

export function customerLoginJwt(claims: LoginTokenClaims, clientSecret: string): Promise<string> {
  return new SignJWT({
    operation: "customer_login",
    store_hash: claims.storeHash,
    customer_id: claims.customerId,
    channel_id: claims.channelId,
    redirect_to: claims.redirectTo,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(claims.clientId)
    .setIssuedAt(claims.issuedAt)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(clientSecret));
}

function credentials(region: RegionCode): { clientId?: string; clientSecret?: string } {
  const env = serverEnv();
  return {
    clientId: env[countryVariable("BC_{CC}_CLIENT_ID", region)],
    clientSecret: env[countryVariable("BC_{CC}_CLIENT_SECRET", region)],
  };
}

/**
 * The origins a country's checkout may live on: its configured checkout domain, the channel's
 * permanent address, and the channel's site as the store names it (read once, kept).
 */
export async function checkoutOrigins(region: RegionCode): Promise<string[]> {
  return [...new Set([...checkoutOriginsOf(serverEnv(), region), ...(await channelSiteOrigins(region))])];
}

/** The country's checkout domain (the sign-out frame loads its logout address): one the CSP's frame-src allows. */
export const checkoutOrigin = (region: RegionCode): string => checkoutOriginsOf(serverEnv(), region)[0]!;

type Refusal = "off-checkout" | "no-credentials";

/** The login link for `target`, or why there is none (`off-checkout`: not an address of the country's checkout). */
async function loginLink(
  region: RegionCode,
  customerId: number,
  target: string,
): Promise<{ url: string } | { refused: Refusal }> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { refused: "off-checkout" };
  }
  if (url.protocol !== "https:" || !(await checkoutOrigins(region)).includes(url.origin))
    return { refused: "off-checkout" };
  const { clientId, clientSecret } = credentials(region);
  if (!clientId || !clientSecret || customerId <= 0) return { refused: "no-credentials" };
  const { storeHash, channelId } = bigCommerceConfig(region);
  const token = await customerLoginJwt(
    { clientId, storeHash, channelId, customerId, redirectTo: `${url.pathname}${url.search}` },
    clientSecret,
  );
  return { url: `${url.origin}/login/token/${token}` };
}

/**
 * Where to send a signed-in customer for `target` (a checkout address of her country's store):
 * the login link that lands her there signed in, or `target` itself when the country has no
 * client secret configured. `null` when `target` is not on the country's checkout origins (an
 * open redirect refused).
 */
export async function customerLoginUrl(region: RegionCode, customerId: number, target: string): Promise<string | null> {
  const link = await loginLink(region, customerId, target);
  if ("url" in link) return link.url;
  return link.refused === "no-credentials" ? new URL(target).toString() : null;
}

/**
 * The checkout page's way to the hosted checkout for a customer signed in to the country: the
 * login link, or, when none can be made, the cart's checkout address itself (it comes from the
 * store, not from the browser) with `signedIn: false`, so the page tells her she continues as a
 * guest; the reason goes to the log, which is where it can be fixed.
 */
export async function hostedCheckoutLink(
  region: RegionCode,
  customerId: number,
  target: string,
): Promise<{ url: string; signedIn: boolean }> {
  const link = await loginLink(region, customerId, target);
  if ("url" in link) return { url: link.url, signedIn: true };
  const r = region.toUpperCase();
  const why =
    link.refused === "no-credentials"
      ? `BC_${r}_CLIENT_ID and BC_${r}_CLIENT_SECRET are not both set`
      : `${safeOrigin(target)} is none of the country's checkout origins (set BC_${r}_CHECKOUT_ORIGIN to it, or give the token Sites & Routes read-only so the channel's site can be read)`;
  logger.warn(`[bigcommerce:${region}] a signed-in customer goes to the hosted checkout as a guest: ${why}`);
  return { url: target, signedIn: false };
}

const safeOrigin = (target: string): string => {
  try {
    return new URL(target).origin;
  } catch {
    return "the checkout address";
  }
};
