import type { SetupClient } from "./client";
import type { SetupOptions } from "./options";
import { finding, statusText, type Finding } from "./report";

/**
 * The webhooks that keep the storefront's cached pages fresh: a product's or a variant's change
 * makes its pages stale, a product added or removed or a category change the country's catalogue.
 * Each goes to `{site}/api/webhooks/bigcommerce` with the custom header `X-Webhook-Secret` (the
 * route refuses a call without it). A hook for the same scope and destination is kept and, if it
 * is inactive or carries another secret, updated; never duplicated. The secret is never printed.
 */
export const WEBHOOK_SCOPES = ["store/product/*", "store/sku/*", "store/category/*"] as const;
export const WEBHOOK_PATH = "/api/webhooks/bigcommerce";
const SECRET_HEADER = "X-Webhook-Secret";

type Hook = {
  id: number;
  scope: string;
  destination: string;
  is_active: boolean;
  headers?: Record<string, string> | null;
};

const secretOf = (hook: Hook) =>
  Object.entries(hook.headers ?? {}).find(([name]) => name.toLowerCase() === SECRET_HEADER.toLowerCase())?.[1];

export async function setUpWebhooks(client: SetupClient, options: SetupOptions): Promise<Finding[]> {
  if (!options.webhookSecret)
    return [
      finding(
        "webhooks",
        "warn",
        "BC_WEBHOOK_SECRET is not set: no webhooks (the webhook route is off without it; cached pages go stale only by time)",
      ),
    ];
  if (!options.site)
    return [
      finding(
        "webhooks",
        "fail",
        "the storefront's address is unknown: give --site https://... or set NEXT_PUBLIC_SITE_URL",
      ),
    ];
  // BigCommerce delivers webhooks over https on port 443 only.
  if (!options.site.startsWith("https://") || new URL(options.site).port)
    return [
      finding(
        "webhooks",
        "fail",
        `${options.site} cannot receive webhooks: BigCommerce sends them only to https addresses on port 443`,
      ),
    ];
  const destination = `${options.site}${WEBHOOK_PATH}`;
  const listed = await client.rest("GET", "/v3/hooks");
  if (listed.status !== 200)
    return [finding("webhooks", "fail", `GET /v3/hooks answered ${statusText(listed.status, listed.body)}`)];
  const hooks = (listed.body as { data?: Hook[] }).data ?? [];
  const headers = { [SECRET_HEADER]: options.webhookSecret };
  const findings: Finding[] = [];
  for (const scope of WEBHOOK_SCOPES) {
    const hook = hooks.find((h) => h.scope === scope && h.destination === destination);
    if (hook && hook.is_active && secretOf(hook) === options.webhookSecret) {
      findings.push(finding("webhooks", "ok", `${scope} -> ${destination}`));
      continue;
    }
    const what = hook
      ? `update hook ${hook.id} (${scope}): ${hook.is_active ? "" : "activate it, "}send the current secret`
      : `create ${scope} -> ${destination}`;
    if (!options.apply) {
      findings.push(finding("webhooks", "change", what));
      continue;
    }
    const answer = hook
      ? await client.rest("PUT", `/v3/hooks/${hook.id}`, { body: { is_active: true, headers } })
      : await client.rest("POST", "/v3/hooks", { body: { scope, destination, is_active: true, headers } });
    findings.push(
      answer.status === 200
        ? finding("webhooks", "changed", what.replace(/^create/, "created").replace(/^update/, "updated"))
        : finding("webhooks", "fail", `${what}: answered ${statusText(answer.status, answer.body)}`),
    );
  }
  return findings;
}
