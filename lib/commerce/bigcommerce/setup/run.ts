import { setUpAttributes } from "./attributes";
import { setupClient, type SetupClient } from "./client";
import { checkArabicMetafields } from "./metafields";
import type { SetupOptions } from "./options";
import type { Finding } from "./report";
import { checkSite } from "./site";
import { checkTokens } from "./tokens";
import { setUpWebhooks } from "./webhooks";

/**
 * One BigCommerce store made ready for the storefront (`npm run bigcommerce:setup`): the tokens and
 * their scopes, the customer attributes, the Arabic metafields of a sample product, the channel's
 * site address, and the webhooks. A dry run unless `options.apply`; every step reads before it
 * writes, so a second run changes nothing.
 */
export async function runSetup(
  options: SetupOptions,
  client: SetupClient = setupClient(options.access),
): Promise<{ findings: Finding[]; failed: boolean }> {
  const tokens = await checkTokens(client, options);
  const findings = [...tokens.findings];
  if (!tokens.fatal) {
    findings.push(...(await setUpAttributes(client, options)));
    findings.push(...(await checkArabicMetafields(client)));
    findings.push(...(await checkSite(client, options)));
    findings.push(...(await setUpWebhooks(client, options)));
  }
  return { findings, failed: findings.some((f) => f.level === "fail") };
}
