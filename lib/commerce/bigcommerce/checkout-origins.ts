/**
 * The origins a hosted country's checkout lives on: its checkout domain (BC_xx_CHECKOUT_ORIGIN, a
 * custom domain) and the channel's permanent address. Plain code over an environment record, so
 * next.config.ts can build the CSP's frame-src from it (the sign-out frame) as the server builds
 * login links (customer-login.ts): relative imports only.
 */
type Env = Record<string, unknown>;
const REGIONS = ["sa", "ae", "eg"] as const;
const PERMANENT_ADDRESS = "https://store-{hash}-{channel}.mybigcommerce.com";
const text = (value: unknown): string | null => ((typeof value === "string" || typeof value === "number") && value !== "" ? String(value) : null);

export function checkoutOriginsOf(env: Env, region: (typeof REGIONS)[number]): string[] {
  const prefix = `BC_${region.toUpperCase()}_`;
  const [hash, channel, custom] = ["STORE_HASH", "CHANNEL_ID", "CHECKOUT_ORIGIN"].map((name) => text(env[prefix + name]));
  const origins: string[] = [];
  if (custom) origins.push(new URL(custom).origin);
  if (hash && channel) origins.push(new URL(PERMANENT_ADDRESS.replace("{hash}", hash).replace("{channel}", channel)).origin);
  return origins;
}

/** Every hosted country's checkout origins (COMMERCE_PROVIDER_xx=bigcommerce), for the CSP. */
export function hostedCheckoutOrigins(env: Env): string[] {
  return REGIONS.filter((region) => env[`COMMERCE_PROVIDER_${region.toUpperCase()}`] === "bigcommerce").flatMap((region) => checkoutOriginsOf(env, region));
}
