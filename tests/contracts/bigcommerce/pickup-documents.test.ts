import { describe, expect, it } from "vitest";
import {
  documentedExamples,
  findOperation,
  operation,
  validateParameters,
  validateRequestBody,
  validateResponseBody,
} from "./validate";

/**
 * The collect-in-store documents in the kit: inventory locations (locations.v3.yml), a location's
 * items (inventory.v3.yml), pickup methods (pickup_methods.v3.yml), a checkout's pickup
 * consignment and an order's pickup consignments (checkouts.v3.yml, orders.v2.oas2.yml).
 */
const base = "https://api.bigcommerce.com/stores/abc123";
const q = (s: string) => new URLSearchParams(s);

describe("collect in store operations", () => {
  it("finds each operation by name and from a concrete URL", () => {
    expect(operation("GET /v3/inventory/locations").operationId).toBe("getLocations");
    expect(operation("GET /v3/inventory/locations/{location_id}/items").operationId).toBe(
      "get-location-inventory-items",
    );
    expect(operation("GET /v3/pickup/methods").operationId).toBe("get-pickup-methods");
    expect(operation("POST /v3/checkouts/{checkoutId}/consignments").operationId).toBe("addCheckoutConsignment");
    expect(operation("GET /v2/orders/{order_id}/consignments").operationId).toBe("getOrderConsignments");
    expect(findOperation("GET", `${base}/v3/inventory/locations/204/items?variant_id:in=1,2`)).toMatchObject({
      key: "GET /v3/inventory/locations/{location_id}/items",
      pathParams: { location_id: "204" },
    });
    // A location's metafields are not its items.
    expect(findOperation("GET", `${base}/v3/inventory/locations/204/metafields`)?.operationId).toBe(
      "getLocationMetafields",
    );
  });

  it("takes the queries the adapter sends, a list of variant ids as the parameter's description gives it", () => {
    expect(
      validateParameters(
        "GET /v3/inventory/locations",
        q("is_active=true&storefront_visibility=true&type_id:in=PHYSICAL&limit=250&page=1"),
      ),
    ).toEqual([]);
    expect(validateParameters("GET /v3/inventory/locations", q("is_active=yes"))).toEqual([
      'query parameter "is_active" must be boolean',
    ]);
    const items = "GET /v3/inventory/locations/{location_id}/items";
    expect(
      validateParameters(items, q("variant_id:in=1011,1012,987654321&limit=250&page=2"), { location_id: "204" }),
    ).toEqual([]);
    expect(validateParameters(items, q("variant_id:in=1011"), { location_id: "204" })).toEqual([]);
    expect(validateParameters(items, q("variant_id:in=1011,ring"), { location_id: "204" })).not.toEqual([]);
    expect(validateParameters(items, q("variant_id=1011"), { location_id: "204" })).toEqual([
      `query parameter "variant_id" is not one ${items} defines`,
    ]);
    expect(validateParameters("GET /v3/pickup/methods", q("limit=250&page=1"))).toEqual([]);
  });

  it("accepts the documents' own examples and a pickup consignment, and refuses a misspelt one", () => {
    const key = "POST /v3/checkouts/{checkoutId}/consignments";
    const examples = documentedExamples(key, "request");
    expect(Object.keys(examples)).toContain("Pickup Consignment");
    for (const [name, body] of Object.entries(examples)) expect(validateRequestBody(key, body), name).toEqual([]);
    const pickup = [
      {
        line_items: [{ item_id: "118f8774-387c-485e-a095-6ef76d5f1bbd", quantity: 1 }],
        pickup_option: { pickup_method_id: 3 },
        version: 2,
      },
    ];
    expect(validateRequestBody(key, pickup)).toEqual([]);
    expect(validateRequestBody(key, [{ ...pickup[0], pickupOption: { pickup_method_id: 3 } }])).toEqual([
      "/0/pickupOption is not a property the document defines",
    ]);
    expect(validateRequestBody(key, [{ ...pickup[0], pickup_option: { pickup_method_id: "3" } }])).toContain(
      "/0/pickup_option/pickup_method_id must be integer",
    );
    const update = "PUT /v3/checkouts/{checkoutId}/consignments/{consignmentId}";
    expect(
      validateRequestBody(update, {
        line_items: pickup[0]!.line_items,
        pickup_option: { pickup_method_id: 3 },
        version: 2,
      }),
    ).toEqual([]);
    const orders = Object.entries(documentedExamples("GET /v2/orders/{order_id}/consignments", { status: 200 }));
    expect(orders.length).toBeGreaterThan(0);
    for (const [name, body] of orders)
      expect(validateResponseBody("GET /v2/orders/{order_id}/consignments", 200, body), name).toEqual([]);
  });

  it("checks the answers' shapes", () => {
    const location = {
      id: 204,
      code: "LUMINA-3",
      label: "Lumina Al Nakheel Mall",
      type_id: "PHYSICAL",
      enabled: true,
      storefront_visibility: true,
    };
    expect(validateResponseBody("GET /v3/inventory/locations", 200, { data: [location], meta: {} })).toEqual([]);
    expect(
      validateResponseBody("GET /v3/inventory/locations", 200, { data: [{ ...location, type_id: "SHOP" }] }),
    ).toEqual(['/data/0/type_id must be equal to one of the allowed values ["PHYSICAL","VIRTUAL"]']);
    const item = {
      identity: { sku: "LUM-RNG-101-54", variant_id: 1012, product_id: 101 },
      available_to_sell: 2,
      total_inventory_onhand: 2,
    };
    expect(
      validateResponseBody("GET /v3/inventory/locations/{location_id}/items", 200, { data: [item], meta: {} }),
    ).toEqual([]);
    expect(
      validateResponseBody("GET /v3/inventory/locations/{location_id}/items", 200, {
        data: [{ ...item, available_to_sell: "2" }],
      }),
    ).toContain("/data/0/available_to_sell must be integer");
    expect(
      validateResponseBody("GET /v3/pickup/methods", 200, {
        data: [{ id: 3, location_id: 204, display_name: "Collect" }],
        meta: {},
      }),
    ).toEqual([]);
    expect(validateResponseBody("GET /v2/orders/{order_id}/shipping_addresses", 204, undefined)).toEqual([]);
  });
});
