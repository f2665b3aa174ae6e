import { describe, expect, it } from "vitest";
import type { RegionCode } from "@/lib/i18n/locales";
import { createBigCommerceCarts } from "./carts";
import { handOverPickup } from "./pickup";
import { fakeStoreClients } from "./test-clients";
import { fakeCartCatalogue } from "./test-cart-catalogue";
import { withBigCommerceFake } from "./test-fake";

/** Handing the shopper's boutique to the hosted checkout (a pickup consignment) against the fake stores. */
const fake = withBigCommerceFake();

const carts = (region: RegionCode = "sa") =>
  createBigCommerceCarts({ clients: fakeStoreClients(region), catalogue: fakeCartCatalogue(fake, region) });
const CONSIGNMENTS = "POST /v3/checkouts/{checkoutId}/consignments";
const CONSIGNMENT = "/v3/checkouts/{checkoutId}/consignments/{consignmentId}";
/** The consignment writes (the carts' own writes left out). */
const writes = () => fake.requests.filter((r) => r.method !== "GET" && r.operation?.includes("/consignments"));
const methodAt = (storeId: number, region: "sa" | "eg" = "sa") => {
  const location = fake.stores[region].boutiqueLocation(storeId)!;
  return fake.stores[region].pickupMethods.find((m) => m.locationId === location.id)!;
};
const aCart = async (region: RegionCode = "sa") =>
  carts(region).createCart({
    lines: [
      { product_id: 101, variant_id: 1012, quantity: 1 },
      { product_id: 104, quantity: 2 },
    ],
    customerId: 0,
  });
const UNKNOWN_CART = "5d6b9a52-3f0e-4c57-9a0f-2a8e3d7c1b11";

describe("handOverPickup", () => {
  it("collects every line of the checkout at the boutique's pickup method, once", async () => {
    const cart = await aCart();
    const method = methodAt(3);
    const result = await handOverPickup(fakeStoreClients("sa"), cart.id, 3);
    expect(result).toEqual({ status: "ok", pickupMethodId: method.id, consignmentId: expect.any(String) });
    const lineIds = cart.line_items.physical_items.map((l) => l.id);
    expect(fake.stores.sa.carts.get(cart.id)!.consignments).toEqual([
      {
        id: (result as { consignmentId: string }).consignmentId,
        lineIds,
        pickupMethodId: method.id,
        address: undefined,
      },
    ]);
    const post = writes();
    expect(post.map((r) => r.operation)).toEqual([CONSIGNMENTS]);
    expect(post[0]!.body).toEqual([
      {
        line_items: cart.line_items.physical_items.map((l) => ({ item_id: l.id, quantity: l.quantity })),
        pickup_option: { pickup_method_id: method.id },
        version: expect.any(Number),
      },
    ]);
    // Handed over already: nothing is written again.
    expect(await handOverPickup(fakeStoreClients("sa"), cart.id, 3)).toEqual(result);
    expect(writes()).toHaveLength(1);
  });

  it("moves the checkout's own consignment to the boutique and removes any other", async () => {
    const cart = await aCart("eg");
    const [first, second] = cart.line_items.physical_items.map((l) => l.id);
    const address = { email: "s@example.com", country_code: "EG", first_name: "Salma" };
    fake.stores.eg.carts.get(cart.id)!.consignments = [
      { id: "ship-a", lineIds: [first!], address },
      { id: "ship-b", lineIds: [second!], address },
    ];
    const result = await handOverPickup(fakeStoreClients("eg"), cart.id, 14);
    expect(result).toEqual({ status: "ok", pickupMethodId: methodAt(14, "eg").id, consignmentId: "ship-a" });
    expect(writes().map((r) => r.operation)).toEqual([`DELETE ${CONSIGNMENT}`, `PUT ${CONSIGNMENT}`]);
    expect(writes()[0]!.url).toMatch(/\/consignments\/ship-b$/);
    expect(fake.stores.eg.carts.get(cart.id)!.consignments).toEqual([
      { id: "ship-a", lineIds: [first, second], pickupMethodId: methodAt(14, "eg").id, address: undefined },
    ]);
  });

  it("knows no boutique of another country, nor any in a country without boutiques, and asks nothing", async () => {
    const cart = await aCart();
    fake.requests.length = 0;
    expect(await handOverPickup(fakeStoreClients("sa"), cart.id, 12)).toEqual({ status: "not-found", what: "store" });
    expect(await handOverPickup(fakeStoreClients("ae"), cart.id, 1)).toEqual({ status: "not-found", what: "store" });
    expect(await handOverPickup(fakeStoreClients("sa"), "settings", 1)).toEqual({ status: "not-found", what: "cart" });
    expect(fake.requests).toEqual([]);
    expect(await handOverPickup(fakeStoreClients("sa"), UNKNOWN_CART, 1)).toEqual({
      status: "not-found",
      what: "cart",
    });
    expect(writes()).toEqual([]);
  });

  it("is unavailable at a boutique whose location is not active, visible and physical, or has no pickup method", async () => {
    const cart = await aCart();
    const sa = fake.stores.sa;
    sa.boutiqueLocation(1)!.enabled = false;
    sa.boutiqueLocation(2)!.storefrontVisibility = false;
    sa.boutiqueLocation(4)!.typeId = "VIRTUAL";
    sa.pickupMethods.splice(sa.pickupMethods.indexOf(methodAt(3)), 1);
    for (const storeId of [1, 2, 3, 4])
      expect(await handOverPickup(fakeStoreClients("sa"), cart.id, storeId), String(storeId)).toEqual({
        status: "unavailable",
      });
    expect(writes()).toEqual([]);
    expect((await handOverPickup(fakeStoreClients("sa"), cart.id, 5)).status).toBe("ok");
  });

  it("says so when the checkout has nothing to collect", async () => {
    const cart = await carts().createCart({ lines: [{ product_id: 102, quantity: 1 }], customerId: 0 });
    fake.stores.sa.seedOtherItem(cart.id, { kind: "gift", name: "Gift card", amount: 500, recipient: "Reem" });
    await carts().deleteCartLine(cart.id, cart.line_items.physical_items[0]!.id, { customerId: 0 });
    expect(await handOverPickup(fakeStoreClients("sa"), cart.id, 1)).toEqual({ status: "empty" });
  });

  it("reads the checkout again after a conflict, and reports a refusal", async () => {
    const cart = await aCart();
    const conflict = {
      status: 409,
      title: "The request cannot be processed due to a possible conflict.",
      type: "https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes",
    };
    fake.failNext("sa", { kind: "status", status: 409, body: conflict }, { operation: CONSIGNMENTS });
    expect((await handOverPickup(fakeStoreClients("sa"), cart.id, 6)).status).toBe("ok");
    expect(fake.requests.filter((r) => r.operation === "GET /v3/checkouts/{checkoutId}")).toHaveLength(2);
    expect(writes().map((r) => r.operation)).toEqual([CONSIGNMENTS, CONSIGNMENTS]);

    const other = await aCart();
    const refusal = { status: 422, title: "The pickup location cannot fulfil this order.", type: conflict.type };
    fake.failNext("sa", { kind: "status", status: 422, body: refusal }, { operation: CONSIGNMENTS });
    expect(await handOverPickup(fakeStoreClients("sa"), other.id, 6)).toEqual({
      status: "refused",
      title: refusal.title,
    });
  });

  it("hands the boutique to the order the hosted checkout places", async () => {
    const cart = await aCart();
    const units = fake.stores.sa.locationUnits(fake.stores.sa.boutiqueLocation(7)!.id, 1012) ?? 0;
    const web = fake.stores.sa.availableToSell(1012);
    await handOverPickup(fakeStoreClients("sa"), cart.id, 7);
    const orderId = fake.stores.sa.placeOrder(cart.id);
    const order = fake.stores.sa.orders.get(orderId)!;
    expect(order.pickup).toMatchObject({ method: methodAt(7), location: { code: "LUMINA-7" } });
    // Collected: the boutique's shelf gives the pieces, the web stock keeps its own.
    expect(fake.stores.sa.locationUnits(fake.stores.sa.boutiqueLocation(7)!.id, 1012)).toBe(units - 1);
    expect(fake.stores.sa.availableToSell(1012)).toBe(web);
  });
});
