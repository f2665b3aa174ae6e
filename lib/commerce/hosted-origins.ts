/**
 * The checkout origins of every hosted country that the environment names, for the CSP's frame-src
 * (the sign-out frame loads the checkout's logout address). next.config.ts builds its headers from
 * this at build time, outside the app's module graph: plain code over an environment record,
 * relative imports only, no "server-only". Each hosted provider gives its own origins; the server's
 * `hosted.checkout.checkoutOrigins()` adds those only a running server can read.
 */
import { checkoutOriginsOf } from "./bigcommerce/checkout-origins";

type Env = Record<string, unknown>;
const REGIONS = ["sa", "ae", "eg"] as const;

const originsByProvider: Record<string, (env: Env, region: (typeof REGIONS)[number]) => string[]> = {
  bigcommerce: checkoutOriginsOf,
};

export function hostedCheckoutOrigins(env: Env): string[] {
  return REGIONS.flatMap((region) => originsByProvider[String(env[`COMMERCE_PROVIDER_${region.toUpperCase()}`])]?.(env, region) ?? []);
}
