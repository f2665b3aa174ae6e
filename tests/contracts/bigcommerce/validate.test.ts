import { describe, expect, it } from "vitest";
import {
  assertRequestBody,
  ContractViolation,
  documentedExamples,
  findOperation,
  operation,
  storefrontSchema,
  validateParameters,
  validateRequestBody,
  validateResponseBody,
  validateStorefrontDocument,
  validateStorefrontRequest,
} from "./validate";

/**
 * The contract kit against the vendored documents: it accepts the documents' own examples and
 * refuses bodies, parameters and GraphQL documents the vendor would not take (or would not send).
 */

const base = "https://api.bigcommerce.com/stores/abc123";

describe("operations", () => {
  it("names operations by method and versioned path, and finds them from a concrete URL", () => {
    expect(operation("post /v3/carts").operationId).toBe("createCart");
    expect(operation("GET /v2/orders/{order_id}/products").operationId).toBe("getOrderProducts");
    expect(() => operation("GET /v3/carts/{cartId}/everything")).toThrow(/No vendored document/);

    expect(findOperation("DELETE", `${base}/v3/carts/5f1b/items/9c2d?include=redirect_urls`)).toMatchObject({
      key: "DELETE /v3/carts/{cartId}/items/{itemId}",
      storeHash: "abc123",
      pathParams: { cartId: "5f1b", itemId: "9c2d" },
    });
    // A literal segment wins over a parameter: the cart settings are not the cart called "settings".
    expect(findOperation("GET", `${base}/v3/carts/settings`)?.operationId).toBe("getGlobalCartSettings");
    expect(findOperation("GET", `${base}/v2/orders?customer_id=4`)?.key).toBe("GET /v2/orders");
    expect(findOperation("GET", `${base}/v3/orders`)).toBeUndefined();
    expect(findOperation("GET", "https://example.com/stores/abc123/v3/carts/1")).toBeUndefined();
  });
});

describe("request bodies", () => {
  it("accepts the documents' own request examples", () => {
    const checked = [
      "POST /v3/carts",
      "POST /v3/carts/{cartId}/items",
      "POST /v3/customers",
      "POST /v3/customers/validate-credentials",
      "PUT /v3/customers/attribute-values",
      "POST /v3/customers/addresses",
    ].flatMap((key) =>
      Object.entries(documentedExamples(key, "request")).map(([name, body]) => ({
        key,
        name,
        errors: validateRequestBody(key, body),
      })),
    );
    expect(checked.length).toBeGreaterThanOrEqual(10);
    // createCart's "Custom item" example carries gift_wrapping, which cart_PostCustomItem does not define.
    const undocumented = checked.filter((c) => c.errors.length);
    expect(undocumented).toEqual([
      {
        key: "POST /v3/carts",
        name: "Custom item",
        errors: ["/custom_items/0/gift_wrapping is not a property the document defines"],
      },
    ]);
  });

  it("refuses a cart without line items, a line without quantity or with a quantity as text, and a misspelt property", () => {
    expect(validateRequestBody("POST /v3/carts", { channel_id: 1, currency: { code: "SAR" } })).not.toEqual([]);
    expect(validateRequestBody("POST /v3/carts", { line_items: [] })).not.toEqual([]);
    expect(validateRequestBody("POST /v3/carts", { line_items: [{ product_id: 101 }] })).toContain(
      "/line_items/0 must have required property 'quantity'",
    );
    expect(validateRequestBody("POST /v3/carts", { line_items: [{ quantity: "2", product_id: 101 }] })).toContain(
      "/line_items/0/quantity must be number",
    );
    expect(
      validateRequestBody("POST /v3/carts", {
        lineItems: [{ quantity: 1, product_id: 101 }],
        line_items: [{ quantity: 1, product_id: 101 }],
      }),
    ).toEqual(["/lineItems is not a property the document defines"]);
    expect(
      validateRequestBody("POST /v3/carts", {
        line_items: [{ quantity: 1, product_id: 101, variant_id: 1012 }],
        channel_id: 1,
        currency: { code: "SAR" },
        locale: "en-SA",
      }),
    ).toEqual([]);
  });

  it("refuses the other operations' wrong bodies", () => {
    expect(validateRequestBody("PUT /v3/carts/{cartId}/items/{itemId}", { line_item: { quantity: 2 } })).toContain(
      "/line_item must have required property 'product_id'",
    );
    expect(
      validateRequestBody("PUT /v3/carts/{cartId}/items/{itemId}", {
        line_item: { quantity: 2, product_id: 101 },
        version: "3",
      }),
    ).toContain("/version must be integer");
    expect(validateRequestBody("POST /v3/customers/validate-credentials", { email: "a@example.com" })).toContain(
      "(body) must have required property 'password'",
    );
    expect(
      validateRequestBody("PUT /v3/customers/attribute-values", [{ attribute_id: 7, value: 12, customer_id: 1 }]),
    ).toContain("/0/value must be string");
    expect(
      validateRequestBody("POST /v3/customers", { email: "a@example.com", first_name: "A", last_name: "B" }),
    ).toContain("(body) must be array");
    expect(validateRequestBody("POST /v3/wishlists", { name: "Eid" })).toContain(
      "(body) must have required property 'customer_id'",
    );
    expect(validateRequestBody("GET /v3/carts/{cartId}", { any: 1 })).toEqual([
      "GET /v3/carts/{cartId} takes no request body",
    ]);
    expect(() => assertRequestBody("POST /v3/carts", {})).toThrow(ContractViolation);
  });
});

describe("response bodies", () => {
  it("accepts the documents' own response examples", () => {
    const cases: [string, number][] = [
      ["DELETE /v3/carts/{cartId}/items/{itemId}", 200],
      ["POST /v3/customers", 200],
      ["POST /v3/customers/validate-credentials", 200],
      ["GET /v3/customers/{customerId}/stored-instruments", 200],
      ["GET /v2/orders", 200],
      ["GET /v2/orders/{order_id}", 200],
      ["GET /v2/orders/{order_id}/products", 200],
      ["GET /v3/wishlists", 200],
      ["POST /v3/wishlists/{wishlist_id}/items", 201],
      ["GET /v3/payments/methods", 200],
    ];
    for (const [key, status] of cases) {
      const examples = Object.entries(documentedExamples(key, { status }));
      expect(examples.length, key).toBeGreaterThan(0);
      for (const [name, body] of examples)
        expect(validateResponseBody(key, status, body), `${key} ${name}`).toEqual([]);
    }
  });

  it("refuses wrong answers: a cart total as text, a verdict as text, an order line quantity as text", () => {
    const [example] = Object.values(
      documentedExamples("DELETE /v3/carts/{cartId}/items/{itemId}", { status: 200 }),
    ) as { data: Record<string, unknown> }[];
    expect(
      validateResponseBody("GET /v3/carts/{cartId}", 200, {
        ...example,
        data: { ...example!.data, cart_amount: "212.81" },
      }),
    ).toContain("/data/cart_amount must be number");
    expect(
      validateResponseBody("POST /v3/customers/validate-credentials", 200, { customer_id: 1, is_valid: "yes" }),
    ).toContain("/is_valid must be boolean");
    expect(validateResponseBody("GET /v2/orders/{order_id}/products", 200, [{ id: 1, quantity: "2" }])).toContain(
      "/0/quantity must be integer",
    );
  });

  it("reads OpenAPI 3.0: nullable values, null where the document allows it only", () => {
    expect(
      validateResponseBody("POST /v3/customers/validate-credentials", 200, { customer_id: null, is_valid: false }),
    ).toEqual([]);
    expect(
      validateResponseBody("POST /v3/customers/validate-credentials", 200, { customer_id: 1, is_valid: null }),
    ).toContain("/is_valid must be boolean");
  });

  it("knows which statuses an operation documents", () => {
    expect(validateResponseBody("DELETE /v3/carts/{cartId}/items/{itemId}", 204, undefined)).toEqual([]);
    expect(validateResponseBody("DELETE /v3/carts/{cartId}/items/{itemId}", 204, { data: {} })).toEqual([
      "DELETE /v3/carts/{cartId}/items/{itemId} 204 is documented without a body",
    ]);
    expect(validateResponseBody("POST /v3/carts", 200, {})).toEqual(["POST /v3/carts does not document a 200 answer"]);
    // The live answers the documents leave out (UNDOCUMENTED_ANSWERS): an empty v2 collection, an emptied cart.
    expect(validateResponseBody("GET /v2/orders", 204, undefined)).toEqual([]);
    expect(validateResponseBody("PUT /v3/carts/{cartId}/items/{itemId}", 204, undefined)).toEqual([]);
    // Errors: the operation's own schema (409), else the document's error envelope, v3 or v2.
    expect(
      validateResponseBody("PUT /v3/carts/{cartId}/items/{itemId}", 409, { status: 409, title: "conflict", type: "x" }),
    ).toEqual([]);
    expect(validateResponseBody("POST /v3/carts", 422, { status: 422, title: "Not enough stock", type: "x" })).toEqual(
      [],
    );
    expect(validateResponseBody("POST /v3/carts", 422, { message: "Not enough stock" })).toContain(
      "(body) must have required property 'status'",
    );
    expect(
      validateResponseBody("GET /v3/carts/{cartId}", 404, { status: 404, title: "Cart not found", type: "x" }),
    ).toEqual([]);
    expect(
      validateResponseBody("GET /v2/orders/{order_id}/products", 404, [
        { status: 404, message: "The requested resource was not found." },
      ]),
    ).toEqual([]);
    expect(validateResponseBody("GET /v2/orders/{order_id}/products", 404, { status: 404, title: "x" })).toContain(
      "(body) must be array",
    );
  });
});

describe("parameters", () => {
  it("checks query and path parameters against the operation's", () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(validateParameters("POST /v3/carts", q("include=redirect_urls,line_items.physical_items.options"))).toEqual(
      [],
    );
    expect(validateParameters("POST /v3/carts", q("include=redirect_url"))).toEqual([
      expect.stringMatching(/^query parameter "include"\/0 must be equal to one of the allowed values/),
    ]);
    expect(validateParameters("GET /v2/orders", q("customer_id=12&sort=date_created:desc&limit=10&page=1"))).toEqual(
      [],
    );
    expect(validateParameters("GET /v2/orders", q("customer_id=twelve"))).toEqual([
      'query parameter "customer_id" must be integer',
    ]);
    expect(validateParameters("GET /v2/orders", q("customerId=12"))).toEqual([
      'query parameter "customerId" is not one GET /v2/orders defines',
    ]);
    expect(
      validateParameters("GET /v3/customers/attribute-values", q("customer_id:in=1,2&attribute_id:in=7,170")),
    ).toEqual([]);
  });
});

describe("Storefront GraphQL", () => {
  it("builds the schema snapshot", () => {
    const site = storefrontSchema().getType("Site");
    expect(site?.toString()).toBe("Site");
  });

  it("accepts the docs' own example query (storefront/graphql/examples: 'Get category and products within by URL')", () => {
    const query = `query CategoryByUrl {
      site { route(path: "/shop-all/") { node { id ... on Category { name entityId description products { edges { node {
        name defaultImage { url(width: 1200) } brand { name defaultImage { url(width: 200) } }
        prices { price { ...PriceFields } priceRange { min { ...PriceFields } max { ...PriceFields } } }
      } } } } } } }
    }
    fragment PriceFields on Money { value currencyCode }`;
    expect(validateStorefrontDocument(query)).toEqual([]);
  });

  it("refuses an unknown field, a syntax error, a wrong variable type and a missing variable", () => {
    const products = `query P($ids: [Int!]) { site { products(entityIds: $ids, first: 40) { edges { node { entityId inventory { aggregated { availableToSell } } } } } } }`;
    expect(validateStorefrontRequest({ query: products, variables: { ids: [101, 102] } })).toEqual([]);
    expect(
      validateStorefrontDocument(`{ site { product(entityId: 1) { entityId stockLevel } } }`).map((e) => e.message),
    ).toEqual(['Cannot query field "stockLevel" on type "Product".']);
    expect(validateStorefrontDocument(`{ site { product(entityId: 1) { entityId }`)[0]?.message).toMatch(
      /^Syntax Error/,
    );
    expect(validateStorefrontRequest({ query: products, variables: { ids: ["101"] } })[0]?.message).toMatch(
      /Int cannot represent non-integer value/,
    );
    const bySku = `query S($sku: String!) { site { product(sku: $sku) { entityId } } }`;
    expect(validateStorefrontRequest({ query: bySku, variables: {} })[0]?.message).toMatch(
      /Variable "\$sku" of required type "String!" was not provided/,
    );
  });
});
