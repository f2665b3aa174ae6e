import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { sellableProducts } from "@/lib/db/test-catalogue";
import { createTestCustomer } from "@/lib/auth/test-customers";

/**
 * Every route handler under app/api, fed hostile bodies the way a prober would: each
 * field of a body that is otherwise valid swapped for an out-of-range id, a negative, a fraction,
 * text, an object, null; plus bodies that are not JSON objects at all. Called as a guest, as a
 * signed-in customer and with the staff token. No answer may be a 5xx: bad input is a 400 with a
 * message, a missing thing a 404, never "the store is unavailable". New routes join by existing.
 */
const env = vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-hostile-bodies-0123456789";
  process.env.AUTH_RATE_LIMIT_TRIES = "10000";
  return { staff: process.env.STAFF_TOKEN };
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
// The reporter itself (features/monitoring re-exports it): silences the features' reports and the route wrapper's.
vi.mock("@/lib/monitoring/report-error", async () => (await import("@/tests/support/route-harness")).spyReporter());
// scrypt costs ~80 ms a call by design; the sweep makes hundreds of sign-in calls about their bodies, not the hash.
vi.mock("@/lib/auth/password", () => ({
  hashPassword: async (password: string) => `plain$${password}`,
  verifyPassword: async (password: string, stored: string) => stored === `plain$${password}`,
  needsRehash: () => false,
  decoyHash: async () => "plain$decoy",
}));
// Route handlers that revalidate need Next's request store; the sweep is about bodies, not caches.
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: (fn: unknown) => fn }));
const database = routeTestDb({ products: 20 });

type Handler = (request: Request) => Promise<Response>;
const modules = import.meta.glob<Record<string, unknown>>("./**/route.ts");

const UUID = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
const HOSTILE_NUMBERS: unknown[] = [
  2147483648,
  9007199254740993,
  -1,
  0,
  1.5,
  1e308,
  "2147483648",
  "12abc",
  { $gt: 0 },
  null,
  true,
  [],
];
const HOSTILE_TEXT: unknown[] = ["x".repeat(20_000), "", 42, null, ["a"], { toString: "x" }, "\u0000\r\n", "<script>"];

/** The base body: a valid value for every field the spec's bodies use, so a swap reaches deep validation. */
function baseBody(productId: number, variantId: number, customerId: number): Record<string, unknown> {
  const line = { product_id: productId, variant_id: variantId, quantity: 1 };
  return {
    region: "sa",
    locale: "en-sa",
    cartId: UUID,
    itemId: UUID,
    id: customerId,
    customerId,
    customer_id: customerId,
    orderId: 1,
    returnId: 1,
    productId,
    product_id: productId,
    wishlistId: 1,
    addressId: 1,
    email: "someone@example.com",
    password: "Secret-pass-1",
    token: "x".repeat(32),
    query: "ring",
    searchTerm: true,
    ids: [productId],
    key: UUID,
    payload: { line_items: [line], line_item: line, customer_id: customerId, channel_id: 1 },
    item: { brand: "main" },
  };
}

const numberish = (key: string) => /id$|Id$|_id$|quantity|rows|pageNum|limit|ids/i.test(key);

function* hostileBodies(base: Record<string, unknown>): Generator<unknown> {
  yield "not json";
  yield [];
  yield null;
  yield {};
  for (const [key, value] of Object.entries(base)) {
    for (const bad of numberish(key) ? HOSTILE_NUMBERS : HOSTILE_TEXT) yield { ...base, [key]: bad };
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) {
        for (const bad of HOSTILE_NUMBERS.slice(0, 6)) yield { ...base, [key]: { ...(value as object), [inner]: bad } };
      }
    }
  }
  const line = (base.payload as { line_items: object[] }).line_items[0]!;
  for (const field of ["product_id", "variant_id", "quantity"]) {
    for (const bad of HOSTILE_NUMBERS.slice(0, 6))
      yield {
        ...base,
        payload: {
          ...(base.payload as object),
          line_items: [{ ...line, [field]: bad }],
          line_item: { ...line, [field]: bad },
        },
      };
  }
}

let base: Record<string, unknown>;
let cookie: string;

beforeAll(async () => {
  const handle = database.db;
  const [product] = await sellableProducts(handle, "sa");
  const shopper = await createTestCustomer(handle, "sa");
  cookie = shopper.cookie;
  base = baseBody(product!.productId, product!.variantId, shopper.customer.entityId);
}, 120_000);

describe("hostile bodies", () => {
  it("find routes to probe", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
  });

  for (const path of Object.keys(modules).sort()) {
    it(`never answer 5xx: ${path.replace(/^\.\//, "/api/").replace(/\/route\.ts$/, "")}`, async () => {
      const mod = await modules[path]!();
      const handlers = ["POST", "PUT", "PATCH", "DELETE"].flatMap((method) =>
        typeof mod[method] === "function" ? [[method, mod[method] as Handler] as const] : [],
      );
      const failures: string[] = [];
      for (const [method, handler] of handlers) {
        for (const body of hostileBodies(base)) {
          for (const headers of [{}, { cookie }, { authorization: `Bearer ${env.staff}` }] as Record<
            string,
            string
          >[]) {
            const request = new Request(`http://localhost${path.slice(1).replace(/\/route\.ts$/, "")}`, {
              method,
              body: typeof body === "string" ? body : JSON.stringify(body),
              headers: { "content-type": "application/json", ...headers },
            });
            const response = await handler(request);
            if (response.status >= 500)
              failures.push(
                `${method} ${response.status} ${JSON.stringify(body).slice(0, 160)} :: ${(await response.text()).slice(0, 120)}`,
              );
          }
        }
      }
      expect(failures.slice(0, 10), `${failures.length} answers were 5xx`).toEqual([]);
    }, 120_000);
  }
});

/** Routes with a body-changing method that read no body at all (nothing to refuse); GET-only routes have none to send. */
const BODILESS = new Set(["./staff/sign-out/route.ts", "./revalidate/route.ts"]);
/** Off in this sweep (no BC_WEBHOOK_SECRET: 404 before the body); it reads its body through readJsonBody like the rest. */
const ABSENT = new Set(["./webhooks/bigcommerce/route.ts"]);

describe("oversized bodies", () => {
  // A valid body padded to 10 MB: refused before it is parsed, by its declared length and, without
  // one (chunked), as it is counted in. The staff routes refuse a shopper's cookie (401) before
  // reading, and the shopper routes may refuse the staff bearer: one of the callers must reach it.
  for (const path of Object.keys(modules).sort()) {
    if (BODILESS.has(path) || ABSENT.has(path)) continue;
    it(`answer 413 to a 10 MB body: ${path.replace(/^\.\//, "/api/").replace(/\/route\.ts$/, "")}`, async () => {
      const mod = await modules[path]!();
      const handlers = ["POST", "PUT", "PATCH", "DELETE"].flatMap((method) =>
        typeof mod[method] === "function" ? [[method, mod[method] as Handler] as const] : [],
      );
      const body = JSON.stringify({ ...base, pad: "x".repeat(10 * 1024 * 1024) });
      const answers: string[] = [];
      for (const [method, handler] of handlers) {
        for (const declared of [true, false]) {
          const statuses: number[] = [];
          for (const headers of [{ cookie }, { authorization: `Bearer ${env.staff}` }] as Record<string, string>[]) {
            const request = new Request(`http://localhost${path.slice(1).replace(/\/route\.ts$/, "")}`, {
              method,
              body,
              headers: {
                "content-type": "application/json",
                ...(declared && { "content-length": String(body.length) }),
                ...headers,
              },
            });
            const response = await handler(request);
            statuses.push(response.status);
            if (response.status === 413)
              expect(await response.json()).toEqual({
                hasError: true,
                error: "Payload too large: the body must be at most 64 KB",
                code: "tooLarge",
              });
          }
          answers.push(
            `${method} ${declared ? "declared" : "chunked"}: ${statuses.includes(413) && statuses.every((status) => status >= 400 && status < 500) ? "refused" : statuses.join(",")}`,
          );
        }
      }
      expect(answers).toEqual(answers.map((answer) => answer.replace(/: .*$/, ": refused")));
    }, 120_000);
  }
});
