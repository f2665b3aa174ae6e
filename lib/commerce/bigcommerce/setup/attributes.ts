import { ATTRIBUTE, STORE_ATTRIBUTES } from "../../customer-attributes";
import type { SetupClient } from "./client";
import type { SetupOptions } from "./options";
import { finding, statusText, type Finding } from "./report";

/**
 * The customer attributes the storefront keeps on a customer, by name: the adapter pairs ours with
 * the store's of the same name (case and outer spaces aside), whatever ids the store gave them.
 * Missing ones are created (`--apply`); an existing one is never changed (its type cannot be, and
 * deleting it would delete every customer's value). The alternative cart attribute is needed only
 * with CART_ATTRIBUTE_ID=170.
 */
type StoreType = "string" | "number" | "date";
type Existing = { id: number; name: string; type: string };

const key = (name: string) => name.trim().toLowerCase();
// BigCommerce attributes are string, number or date; the storefront writes its yes/no values as text.
const storeType = (type: string): StoreType => (type === "number" || type === "date" ? type : "string");

export function neededAttributes(cartAttributeId: 7 | 170): { name: string; type: StoreType }[] {
  return STORE_ATTRIBUTES.filter((a) => a.id !== ATTRIBUTE.cartIdAlternative || cartAttributeId === 170).map((a) => ({
    name: a.name,
    type: storeType(a.type),
  }));
}

async function listAttributes(client: SetupClient): Promise<Existing[] | string> {
  const all: Existing[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await client.rest("GET", "/v3/customers/attributes", { query: { limit: 250, page } });
    if (answer.status !== 200) return statusText(answer.status, answer.body);
    const body = answer.body as { data?: Existing[]; meta?: { pagination?: { total_pages?: number } } };
    all.push(...(body.data ?? []));
    if (page >= (body.meta?.pagination?.total_pages ?? 1)) break;
  }
  return all;
}

export async function setUpAttributes(client: SetupClient, options: SetupOptions): Promise<Finding[]> {
  const existing = await listAttributes(client);
  if (typeof existing === "string")
    return [finding("attributes", "fail", `GET /v3/customers/attributes answered ${existing}`)];
  const byName = new Map(existing.map((a) => [key(a.name), a]));
  const needed = neededAttributes(options.cartAttributeId);
  const findings: Finding[] = [];
  for (const want of needed) {
    const found = byName.get(key(want.name));
    if (found && found.type !== want.type)
      findings.push(
        finding(
          "attributes",
          "warn",
          `"${found.name}" is of type ${found.type}, the storefront writes ${want.type} values to it`,
        ),
      );
  }
  const missing = needed.filter((want) => !byName.has(key(want.name)));
  if (!missing.length)
    return [finding("attributes", "ok", `all ${needed.length} customer attributes exist`), ...findings];
  const names = missing.map((a) => `"${a.name}" (${a.type})`).join(", ");
  if (!options.apply)
    return [finding("attributes", "change", `create ${missing.length} customer attributes: ${names}`), ...findings];
  // One request for all of them: the API takes a list, and allows only 3 concurrent calls.
  const answer = await client.rest("POST", "/v3/customers/attributes", { body: missing });
  if (answer.status !== 200)
    return [
      finding("attributes", "fail", `creating ${names} answered ${statusText(answer.status, answer.body)}`),
      ...findings,
    ];
  return [finding("attributes", "changed", `created ${missing.length} customer attributes: ${names}`), ...findings];
}
