/**
 * The checkout origins of every hosted country that the environment names, for the CSP's frame-src
 * (the sign-out frame loads the checkout's logout address). next.config.ts builds its headers from
 * this at build time, outside the app's module graph: plain code over an environment record,
 * relative imports only, no "server-only". Each hosted provider gives its own origins; the server's
 * `hosted.checkout.checkoutOrigins()` adds those only a running server can read.
 */
import { REGION_CODES, type RegionCode } from "../i18n/regions";
import { countryVariable } from "../region-env";
import { checkoutOriginsOf } from "./bigcommerce/checkout-origins";

type Env = Record<string, unknown>;

const originsByProvider: Record<string, (env: Env, region: RegionCode) => string[]> = {
  bigcommerce: checkoutOriginsOf,
};

/** Every country of the region registry whose COMMERCE_PROVIDER_{CC} names a hosted provider. */
export function hostedCheckoutOrigins(env: Env): string[] {
  return REGION_CODES.flatMap(
    (region) => originsByProvider[String(env[countryVariable("COMMERCE_PROVIDER_{CC}", region)])]?.(env, region) ?? [],
  );
}
