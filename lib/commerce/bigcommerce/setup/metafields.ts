import type { SetupClient } from "./client";
import { finding, statusText, type Finding } from "./report";

/**
 * Arabic texts are product metafields of the namespace `ar` (keys `name`, `description`, `brand`
 * or a custom field's name) that the Storefront API may read. The set-up looks at one sample
 * product and reports; it writes no metafield (the texts are the merchant's).
 */
const STOREFRONT_VISIBLE = new Set(["read_and_sf_access", "write_and_sf_access"]);
type Metafield = { key: string; permission_set: string };

export async function checkArabicMetafields(client: SetupClient): Promise<Finding[]> {
  const products = await client.rest("GET", "/v3/catalog/products", { query: { limit: 1 } });
  if (products.status !== 200)
    return [
      finding("metafields", "fail", `GET /v3/catalog/products answered ${statusText(products.status, products.body)}`),
    ];
  const sample = (products.body as { data?: { id: number; sku?: string }[] }).data?.[0];
  if (!sample)
    return [finding("metafields", "warn", "the store has no products yet: nothing to check the `ar` metafields on")];
  const answer = await client.rest("GET", `/v3/catalog/products/${sample.id}/metafields`, {
    query: { namespace: "ar" },
  });
  if (answer.status !== 200)
    return [
      finding(
        "metafields",
        "fail",
        `GET /v3/catalog/products/${sample.id}/metafields answered ${statusText(answer.status, answer.body)}`,
      ),
    ];
  const fields = (answer.body as { data?: Metafield[] }).data ?? [];
  const product = `product ${sample.id}${sample.sku ? ` (${sample.sku})` : ""}`;
  if (!fields.length)
    return [
      finding(
        "metafields",
        "warn",
        `${product} has no metafields in the namespace "ar": its pages show the English texts in Arabic`,
      ),
    ];
  const hidden = fields.filter((m) => !STOREFRONT_VISIBLE.has(m.permission_set)).map((m) => m.key);
  if (hidden.length)
    return [
      finding(
        "metafields",
        "warn",
        `${product}: the "ar" metafields ${hidden.join(", ")} are not visible to the storefront (permission_set must be read_and_sf_access)`,
      ),
    ];
  return [
    finding(
      "metafields",
      "ok",
      `${product} has Arabic metafields the storefront can read: ${fields.map((m) => m.key).join(", ")}`,
    ),
  ];
}
