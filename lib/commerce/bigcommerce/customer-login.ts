import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { serverEnv } from "@/lib/env";
import type { RegionCode } from "@/lib/i18n/locales";
import { checkoutOriginsOf } from "./checkout-origins";
import { bigCommerceConfig } from "./config";

/**
 * Customer Login JWT (BigCommerce's "Customer Login API"): a link that signs the shopper in on the
 * country's storefront and lands her on `redirect_to`, so a shopper signed in here stays signed in
 * at the hosted checkout. The token is HS256 over the API account's client secret, valid once
 * (`jti`) and briefly (`iat`; the store refuses tokens older than about 30 s).
 */
export type LoginTokenClaims = { clientId: string; storeHash: string; channelId: number; customerId: number; redirectTo: string; issuedAt?: number };

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export function customerLoginJwt(claims: LoginTokenClaims, clientSecret: string): string {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({
      iss: claims.clientId,
      iat: claims.issuedAt ?? Math.floor(Date.now() / 1000),
      jti: randomUUID(),
      operation: "customer_login",
      store_hash: claims.storeHash,
      customer_id: claims.customerId,
      channel_id: claims.channelId,
      redirect_to: claims.redirectTo,
    }),
  );
  const signature = createHmac("sha256", clientSecret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

function credentials(region: RegionCode): { clientId?: string; clientSecret?: string } {
  const env = serverEnv();
  return {
    sa: { clientId: env.BC_SA_CLIENT_ID, clientSecret: env.BC_SA_CLIENT_SECRET },
    ae: { clientId: env.BC_AE_CLIENT_ID, clientSecret: env.BC_AE_CLIENT_SECRET },
    eg: { clientId: env.BC_EG_CLIENT_ID, clientSecret: env.BC_EG_CLIENT_SECRET },
  }[region];
}

/** The origins a country's checkout may live on: its configured checkout domain and the channel's permanent address. */
export const checkoutOrigins = (region: RegionCode): string[] => checkoutOriginsOf(serverEnv(), region);

/** The country's checkout domain (the sign-out frame loads its logout address). */
export const checkoutOrigin = (region: RegionCode): string => checkoutOrigins(region)[0]!;

/**
 * Where to send a signed-in customer for `target` (a checkout address of her country's store):
 * the login link that lands her there signed in, or `target` itself when the country has no
 * client secret configured. `null` when `target` is not on the country's checkout origins (an
 * open redirect refused).
 */
export function customerLoginUrl(region: RegionCode, customerId: number, target: string): string | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !checkoutOrigins(region).includes(url.origin)) return null;
  const { clientId, clientSecret } = credentials(region);
  if (!clientId || !clientSecret || customerId <= 0) return url.toString();
  const { storeHash, channelId } = bigCommerceConfig(region);
  const token = customerLoginJwt({ clientId, storeHash, channelId, customerId, redirectTo: `${url.pathname}${url.search}` }, clientSecret);
  return `${url.origin}/login/token/${token}`;
}
