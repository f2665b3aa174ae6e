import type { SetupClient } from "./client";
import type { SetupOptions } from "./options";
import { finding, statusText, type Finding } from "./report";

/**
 * The tokens and their scopes. Each Management API scope the storefront (and this set-up) uses is
 * tried with one read that needs it: 403 is that scope missing, 401 a token the store does not
 * know. A read cannot prove a "modify" scope; the set-up's own writes (attributes, webhooks) and
 * the shopper's first cart do.
 */
const NO_SUCH_CART = "00000000-0000-4000-8000-000000000000";
type Probe = { scope: string; path: string; query?: Record<string, number>; allowed: number[] };
const probes = (channelId: number): Probe[] => [
  { scope: "Products read-only", path: "/v3/catalog/products", query: { limit: 1 }, allowed: [200] },
  { scope: "Customers modify", path: "/v3/customers/attributes", allowed: [200] },
  // No cart has this id: 404 is a token that may read carts, 403 one that may not.
  { scope: "Carts modify", path: `/v3/carts/${NO_SUCH_CART}`, allowed: [200, 404] },
  { scope: "Checkouts read-only", path: `/v3/checkouts/${NO_SUCH_CART}`, allowed: [200, 404] },
  { scope: "Orders read-only", path: "/v2/orders", query: { limit: 1 }, allowed: [200, 204] },
  { scope: "Customers modify (wishlists)", path: "/v3/wishlists", query: { limit: 1 }, allowed: [200] },
  { scope: "Stored Payment Instruments read-only", path: "/v3/customers/1/stored-instruments", allowed: [200, 404] },
  { scope: "Sites & Routes read-only", path: `/v3/channels/${channelId}/site`, allowed: [200, 404] },
  { scope: "Webhooks (the Products scope covers product, sku and category hooks)", path: "/v3/hooks", allowed: [200] },
];

/** A trivial Storefront query: the private token with the Unauthenticated scope reads the catalogue. */
export const STOREFRONT_CHECK = "query SetupCheck { site { products(first: 1) { edges { node { entityId } } } } }";

/** `fatal`: the Management token is refused outright, so no later step can run. */
export async function checkTokens(
  client: SetupClient,
  options: SetupOptions,
): Promise<{ findings: Finding[]; fatal: boolean }> {
  const r = options.region.toUpperCase();
  const findings: Finding[] = [];
  const missing: string[] = [];
  for (const probe of probes(options.channelId)) {
    const answer = await client.rest("GET", probe.path, { query: probe.query });
    if (answer.status === 401)
      return {
        findings: [
          finding(
            "token",
            "fail",
            `BC_${r}_ACCESS_TOKEN is refused by store ${options.access.storeHash} (401): check the store hash and the token`,
          ),
        ],
        fatal: true,
      };
    if (answer.status === 403) missing.push(probe.scope);
    else if (!probe.allowed.includes(answer.status))
      findings.push(
        finding(
          "token",
          "warn",
          `GET ${probe.path} answered ${statusText(answer.status, answer.body)}; could not check "${probe.scope}"`,
        ),
      );
  }
  findings.unshift(
    missing.length
      ? finding(
          "token",
          "fail",
          `BC_${r}_ACCESS_TOKEN lacks: ${missing.join("; ")} (Settings, Store-level API accounts: edit the account's OAuth scopes)`,
        )
      : finding("token", "ok", `BC_${r}_ACCESS_TOKEN is accepted, with the scopes the storefront reads with`),
  );
  findings.push(await checkStorefrontToken(client, r));
  findings.push(
    options.clientId && options.clientSecret
      ? finding(
          "login",
          "ok",
          `BC_${r}_CLIENT_ID and BC_${r}_CLIENT_SECRET are set: signed-in shoppers reach the hosted checkout signed in (the API account needs the Customers Login scope)`,
        )
      : finding(
          "login",
          "warn",
          `BC_${r}_CLIENT_ID and BC_${r}_CLIENT_SECRET are not both set: signed-in shoppers reach the hosted checkout as guests (they are told so)`,
        ),
  );
  return { findings, fatal: false };
}

async function checkStorefrontToken(client: SetupClient, r: string): Promise<Finding> {
  const answer = await client.graphql(STOREFRONT_CHECK);
  const body = (answer.body ?? {}) as {
    data?: unknown;
    errors?: { message?: string; extensions?: { code?: string } }[];
  };
  if (answer.status === 401)
    return finding(
      "storefront",
      "fail",
      `BC_${r}_STOREFRONT_TOKEN is refused (401): make a private Storefront token for this channel`,
    );
  const code = body.errors?.[0]?.extensions?.code;
  if (code === "INSUFFICIENT_ACCESS_SCOPE")
    return finding("storefront", "fail", `BC_${r}_STOREFRONT_TOKEN lacks the "Unauthenticated" scope`);
  if (answer.status !== 200 || body.errors?.length || !body.data)
    return finding(
      "storefront",
      "fail",
      `the Storefront API answered ${answer.status}${body.errors?.[0]?.message ? `: ${body.errors[0].message}` : ""}`,
    );
  return finding("storefront", "ok", `BC_${r}_STOREFRONT_TOKEN reads the channel's catalogue`);
}
