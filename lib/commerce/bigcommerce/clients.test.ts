import { describe, expect, it, vi } from "vitest";
import { withBigCommerceFake } from "./test-fake";
import { UpstreamError, UPSTREAM_TIMEOUT_MS } from "@/lib/http/upstream";
import { BigCommerceError, BigCommerceGraphQLError, createBigCommerceClients } from "./clients";
import { fakeStoreClients, fakeStoreConfig } from "./test-clients";

/** The clients against the fake stores: auth, JSON, error mapping, retries for reads only. */
const fake = withBigCommerceFake();

const SKU_QUERY = `query ProductSku($sku: String!) { site { product(sku: $sku) { entityId sku } } }`;
type SkuResult = { site: { product: { entityId: number; sku: string } | null } };

describe("BigCommerce clients", () => {
  it("reads the Management API with the store's token and parses JSON", async () => {
    const { rest } = fakeStoreClients("sa");
    const body = await rest.get<{ data: { id: number; name: string }[] }>("/v3/customers/attributes");
    expect(body.data.map((a) => a.id)).toContain(7);
    const [request] = fake.requests;
    expect(request).toMatchObject({ country: "sa", operation: "GET /v3/customers/attributes" });
    expect(request!.headers["x-auth-token"]).toBe("test-sa-management-token");
  });

  it("sends query values as the API spells them and answers undefined for 204", async () => {
    const { rest } = fakeStoreClients("ae");
    const created = await rest.post<{ data: { id: string; redirect_urls: { checkout_url: string } } }>(
      "/v3/carts",
      { channel_id: 1, currency: { code: "AED" }, line_items: [{ quantity: 1, product_id: 102 }] },
      { params: { include: ["redirect_urls"] } },
    );
    expect(created.data.redirect_urls.checkout_url).toContain("checkout.ae");
    expect(await rest.delete<undefined>(`/v3/carts/${created.data.id}`)).toBeUndefined();
  });

  it("throws BigCommerceError with the vendor's envelope for a 4xx", async () => {
    const { rest } = fakeStoreClients("sa");
    const error = await rest.get("/v3/carts/00000000-0000-4000-8000-000000000000").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BigCommerceError);
    expect(error).toMatchObject({ status: 404, operation: "GET /v3/carts/00000000-0000-4000-8000-000000000000" });
    expect((error as BigCommerceError).body.status).toBe(404);
  });

  it("treats a refused token as an upstream failure, not a missing thing", async () => {
    fake.failNext("sa", {
      kind: "status",
      status: 401,
      body: { status: 401, title: "Unauthorized", type: "about:blank" },
    });
    const error = await fakeStoreClients("sa")
      .rest.get("/v3/customers/attributes")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 401, upstream: "bigcommerce:sa:rest" });
  });

  it("treats a 2xx body that is not JSON as an upstream failure", async () => {
    fake.failNext("sa", { kind: "status", status: 200, body: "<html>maintenance</html>" });
    const error = await fakeStoreClients("sa")
      .rest.get("/v3/customers/attributes")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "UpstreamError", kind: "invalid" });
  });

  it("retries a read answered 429 with the rate-limit headers", async () => {
    fake.failNext("sa", { kind: "rate-limit", resetMs: 50 }, { operation: "GET /v3/customers/attributes" });
    const body = await fakeStoreClients("sa").rest.get<{ data: unknown[] }>("/v3/customers/attributes");
    expect(body.data.length).toBeGreaterThan(0);
    expect(fake.requests.filter((r) => r.operation === "GET /v3/customers/attributes")).toHaveLength(2);
  });

  it("never retries a write", async () => {
    fake.failNext("sa", { kind: "status", status: 503 }, { operation: "POST /v3/carts" });
    const error = await fakeStoreClients("sa")
      .rest.post("/v3/carts", { channel_id: 1, line_items: [{ quantity: 1, product_id: 102 }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "UpstreamError", status: 503 });
    expect(fake.requests.filter((r) => r.operation === "POST /v3/carts")).toHaveLength(1);
  });

  it("queries the Storefront API with the private token and the customer's access token", async () => {
    const { graphql } = fakeStoreClients("eg");
    const data = await graphql<SkuResult, { sku: string }>(
      SKU_QUERY,
      { sku: "LUM-EAR-102" },
      { customerAccessToken: "cat-123" },
    );
    expect(data.site.product).toEqual({ entityId: 102, sku: "LUM-EAR-102" });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe("Bearer test-eg-private-storefront-token");
    expect(request!.headers["x-bc-customer-access-token"]).toBe("cat-123");
  });

  it("maps GraphQL errors[].extensions.code to a typed error", async () => {
    fake.failNext("sa", { kind: "graphql-error", code: "INSUFFICIENT_ACCESS_SCOPE", message: "Missing scope" });
    const error = await fakeStoreClients("sa")
      .graphql(SKU_QUERY, { sku: "X" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BigCommerceGraphQLError);
    expect(error).toMatchObject({ code: "INSUFFICIENT_ACCESS_SCOPE", operationName: "ProductSku" });
  });

  it("treats a refused Storefront token as an upstream failure", async () => {
    const { graphql } = createBigCommerceClients({ ...fakeStoreConfig("sa"), storefrontToken: "wrong" });
    const error = await graphql(SKU_QUERY, { sku: "LUM-RNG-101" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 401, upstream: "bigcommerce:sa:graphql" });
  });

  it("retries a GraphQL read answered 429 and fails a hung one with a timeout", async () => {
    fake.failNext("sa", { kind: "rate-limit", resetMs: 50 }, { operation: "graphql" });
    const data = await fakeStoreClients("sa").graphql<SkuResult>(SKU_QUERY, { sku: "LUM-RNG-101" });
    expect(data.site.product?.entityId).toBe(101);
    expect(fake.requests).toHaveLength(2);

    fake.failNext("ae", { kind: "hang" }, { operation: "graphql", times: 3 });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const pending = fakeStoreClients("ae")
      .graphql(SKU_QUERY, { sku: "LUM-RNG-101" })
      .catch((e: unknown) => e);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(UPSTREAM_TIMEOUT_MS + 2_100);
    const error = await pending;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "timeout", upstream: "bigcommerce:ae:graphql" });
  });
});
