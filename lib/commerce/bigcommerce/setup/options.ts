import { z } from "zod";
import { REGION_CODES, type RegionCode } from "../../../i18n/locales";
import { channelAddress } from "../checkout-origins";
import type { StoreAccess } from "./client";

/**
 * The set-up's input: `--region sa|ae|eg` (required), `--apply` (write; without it a dry run),
 * `--site https://...` (the storefront's public address, else NEXT_PUBLIC_SITE_URL), and the
 * country's own variables as the server reads them (BC_xx_STORE_HASH, _ACCESS_TOKEN,
 * _STOREFRONT_TOKEN, _CHANNEL_ID; optional _CLIENT_ID, _CLIENT_SECRET, _CHECKOUT_ORIGIN;
 * BC_WEBHOOK_SECRET, CART_ATTRIBUTE_ID, BC_API_URL, BC_STOREFRONT_URL).
 */
export type SetupOptions = {
  region: RegionCode;
  apply: boolean;
  /** The storefront's origin, where the webhooks are sent. */
  site: string | null;
  access: StoreAccess;
  channelId: number;
  clientId?: string;
  clientSecret?: string;
  checkoutOrigin?: string;
  webhookSecret?: string;
  cartAttributeId: 7 | 170;
};

/** Wrong flags or variables: the message says which, and how to run it. */
export class SetupUsageError extends Error {}

export const USAGE = "usage: npm run bigcommerce:setup -- --region sa|ae|eg [--apply] [--site https://www.example.com]";

const filled = z.string().trim().min(1);
const origin = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) address` })
    .transform((value) => new URL(value).origin);

function flags(argv: string[]): { region?: string; apply: boolean; site?: string } {
  const out: { region?: string; apply: boolean; site?: string } = { apply: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split("=", 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (name === "--apply") out.apply = true;
    else if (name === "--region") out.region = value();
    else if (name === "--site") out.site = value();
    else throw new SetupUsageError(`unknown argument ${arg}\n${USAGE}`);
  }
  return out;
}

export function setupOptions(argv: string[], env: Record<string, string | undefined>): SetupOptions {
  const given = flags(argv);
  const region = REGION_CODES.find((code) => code === given.region?.toLowerCase());
  if (!region) throw new SetupUsageError(`--region must be one of ${REGION_CODES.join(", ")}\n${USAGE}`);
  const p = `BC_${region.toUpperCase()}_`;
  const schema = z.object({
    [`${p}STORE_HASH`]: filled,
    [`${p}ACCESS_TOKEN`]: filled,
    [`${p}STOREFRONT_TOKEN`]: filled,
    [`${p}CHANNEL_ID`]: z.coerce.number().int().positive(),
    [`${p}CLIENT_ID`]: filled.optional(),
    [`${p}CLIENT_SECRET`]: filled.optional(),
    [`${p}CHECKOUT_ORIGIN`]: origin(`${p}CHECKOUT_ORIGIN`).optional(),
    BC_WEBHOOK_SECRET: z
      .string()
      .trim()
      .min(16, { error: "BC_WEBHOOK_SECRET must have at least 16 characters" })
      .optional(),
    CART_ATTRIBUTE_ID: z.enum(["7", "170"]).default("7").transform(Number),
    BC_API_URL: origin("BC_API_URL").default("https://api.bigcommerce.com"),
    BC_STOREFRONT_URL: filled.default("https://store-{hash}-{channel}.mybigcommerce.com"),
    NEXT_PUBLIC_SITE_URL: origin("NEXT_PUBLIC_SITE_URL").optional(),
  });
  // An empty variable is an unset one, as the server reads them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success)
    throw new SetupUsageError(
      parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.code === "invalid_type" ? "is required" : issue.message}`)
        .join("\n"),
    );
  const e = parsed.data as Record<string, unknown>;
  const site = given.site !== undefined ? origin("--site").safeParse(given.site) : null;
  if (site && !site.success)
    throw new SetupUsageError(`--site must be the storefront's address, like https://www.example.com\n${USAGE}`);
  const storeHash = e[`${p}STORE_HASH`] as string;
  const channelId = e[`${p}CHANNEL_ID`] as number;
  return {
    region,
    apply: given.apply,
    site: site?.data ?? (e.NEXT_PUBLIC_SITE_URL as string | undefined) ?? null,
    access: {
      apiUrl: e.BC_API_URL as string,
      storeHash,
      accessToken: e[`${p}ACCESS_TOKEN`] as string,
      storefrontToken: e[`${p}STOREFRONT_TOKEN`] as string,
      graphqlUrl: new URL("/graphql", channelAddress(e.BC_STOREFRONT_URL as string, storeHash, channelId)).toString(),
    },
    channelId,
    clientId: e[`${p}CLIENT_ID`] as string | undefined,
    clientSecret: e[`${p}CLIENT_SECRET`] as string | undefined,
    checkoutOrigin: e[`${p}CHECKOUT_ORIGIN`] as string | undefined,
    webhookSecret: e.BC_WEBHOOK_SECRET as string | undefined,
    cartAttributeId: e.CART_ATTRIBUTE_ID as 7 | 170,
  };
}
