import "server-only";
import { z } from "zod";
import { serverEnv } from "@/lib/env";
import { describeIssues } from "@/lib/http/respond";
import { sameSecret } from "@/lib/http/same-secret";
import type { RegionCode } from "@/lib/i18n/locales";
import type { HostedChange, HostedWebhooks, WebhookReading } from "../hosted-types";
import { countryVariable } from "@/lib/region-env";

/**
 * A BigCommerce webhook's callback (Webhooks v3: `scope`, `producer: "stores/{hash}"`,
 * `data: { type, id, ... }`), read as the change it makes stale. A product's change, a variant's
 * (`store/sku/*`) or a stock change drops only that product's pages in its country; a product
 * created or deleted, or any category change, drops the country's catalogue (listings, sitemap).
 * Anything else (orders, carts, customers) caches nothing.
 */
export const webhookBody = z.object({
  scope: z.string().max(200),
  producer: z.string().regex(/^stores\/[a-z0-9]{1,40}$/i, { error: "must be stores/{store hash}" }),
  data: z.looseObject({ type: z.string().max(50), id: z.number().int().nonnegative() }),
});
export type WebhookBody = z.infer<typeof webhookBody>;

const productIdAt = z.number().int().positive();
const skuData = z.looseObject({ sku: z.looseObject({ product_id: productIdAt }) });
const inventoryData = z.looseObject({ inventory: z.looseObject({ product_id: productIdAt }) });

/**
 * The product a product or variant scope is about, where Webhooks v3 puts it: `store/product/*`
 * at `data.id`; `store/sku/*` (whose `data.id` is the variant's) at `data.sku.product_id`;
 * the inventory scopes (`store/sku/inventory/*`, `store/product/inventory/*`) at
 * `data.inventory.product_id`. `null` when the payload does not name it.
 */
export function productIdOf(scope: string, data: WebhookBody["data"]): number | null {
  if (scope.startsWith("store/sku/inventory/") || scope.startsWith("store/product/inventory/")) {
    const parsed = inventoryData.safeParse(data);
    if (parsed.success) return parsed.data.inventory.product_id;
    return scope.startsWith("store/product/") && data.id > 0 ? data.id : null;
  }
  if (scope.startsWith("store/sku/")) {
    const parsed = skuData.safeParse(data);
    return parsed.success ? parsed.data.sku.product_id : null;
  }
  return data.id > 0 ? data.id : null;
}

/** What a callback's scope makes stale; a product it cannot name makes the country's catalogue stale rather than a page left wrong. */
export function changeOf({ scope, data }: WebhookBody): HostedChange {
  if (scope.startsWith("store/category/") || scope === "store/product/created" || scope === "store/product/deleted")
    return { stale: "catalogue" };
  if (!scope.startsWith("store/product/") && !scope.startsWith("store/sku/")) return { stale: "nothing" };
  const productId = productIdOf(scope, data);
  return productId ? { stale: "product", productId } : { stale: "catalogue" };
}

const storeHash = (region: RegionCode): string | undefined => {
  const env = serverEnv();
  return env[countryVariable("BC_{CC}_STORE_HASH", region)];
};

/**
 * One country's webhooks: they carry the secret header they were created with
 * (`X-Webhook-Secret`, BC_WEBHOOK_SECRET, one for every country), and name their store by hash
 * (`producer`). Settings are read on each call, as the rest of the adapter reads them.
 */
export function bigCommerceWebhooks(region: RegionCode): HostedWebhooks {
  return {
    enabled: () => Boolean(serverEnv().BC_WEBHOOK_SECRET),
    authentic(headers) {
      const secret = serverEnv().BC_WEBHOOK_SECRET;
      return Boolean(secret) && sameSecret(secret!, headers.get("x-webhook-secret") ?? "");
    },
    read(body): WebhookReading {
      const parsed = webhookBody.safeParse(body);
      if (!parsed.success) return { invalid: describeIssues(parsed.error) };
      if (parsed.data.producer !== `stores/${storeHash(region)}`) return { foreign: true };
      return { change: changeOf(parsed.data) };
    },
  };
}
