import { describe, expect, it } from "vitest";
import { UpstreamError } from "@/lib/http/upstream";
import { CommerceInputError, EmailTakenError } from "../errors";
import { ATTRIBUTE } from "../customer-attributes";
import type { ProductSummary } from "../types";
import { toAddress, toStoreAddress } from "./addresses";
import { matchAttributes, MissingAttributeError, storeAttributeIds } from "./attribute-ids";
import type { RestClient } from "./clients";
import { createBigCommerceCustomerParts } from "./customer-parts";
import { createBigCommerceCustomers, toCustomer, toInstruments } from "./customers";
import { fakeStoreClients } from "./test-clients";
import { withBigCommerceFake } from "./test-fake";
import { toWishlists } from "./wishlists";

/** The BigCommerce customer parts: their mappers, and what the contract suite does not cover. */
const fake = withBigCommerceFake();

const noProducts = async () => [] as ProductSummary[];
const parts = (region: "sa" | "ae" | "eg" = "sa") =>
  createBigCommerceCustomerParts(fakeStoreClients(region), { getProductsByIds: noProducts });

describe("BigCommerce customer mappers", () => {
  it("maps a customer, an empty phone as none", () => {
    const bc = {
      id: 7,
      email: "n@example.com",
      first_name: "Noura",
      last_name: "Saleh",
      phone: "",
      date_created: "2026-11-25T10:00:00Z",
    };
    expect(toCustomer(bc)).toEqual({
      entityId: 7,
      email: "n@example.com",
      firstName: "Noura",
      lastName: "Saleh",
      phone: null,
      createdAt: "2026-11-25T10:00:00.000Z",
    });
  });

  it("maps an address both ways: the street is address1, the governorate state_or_province", () => {
    const input = {
      first_name: "Noura",
      last_name: "Saleh",
      street: "1 King Fahd Road",
      city: "Riyadh",
      governorate: "Riyadh Province",
      postal_code: "12211",
      phone: "501234567",
    };
    const stored = { id: 3, customer_id: 7, country_code: "SA", ...toStoreAddress(input) };
    expect(stored).toMatchObject({ address1: "1 King Fahd Road", state_or_province: "Riyadh Province" });
    expect(toAddress(stored, 3)).toEqual({ id: 3, ...input, country_code: "SA", is_default: true });
    expect(toAddress(stored, null).is_default).toBe(false);
  });

  it("reads wishlists default first, items newest first, products no longer sold left out", () => {
    const product = (entityId: number) => ({ entityId }) as ProductSummary;
    const lists = [
      { id: 9, customer_id: 1, name: "Eid", items: [{ id: 30, product_id: 101 }] },
      {
        id: 4,
        customer_id: 1,
        name: "My wishlist",
        items: [
          { id: 10, product_id: 101 },
          { id: 11, product_id: 105 },
          { id: 12, product_id: 102 },
        ],
      },
    ];
    const read = toWishlists(lists, [product(101), product(102)]);
    expect(read.map((l) => [l.entityId, l.isDefault])).toEqual([
      [4, true],
      [9, false],
    ]);
    expect(read[0]!.items.map((i) => [i.entityId, i.productEntityId])).toEqual([
      [12, 102],
      [10, 101],
    ]);
  });

  it("lists saved cards only, without the card number", () => {
    const card = {
      type: "stored_card",
      token: "t1",
      is_default: true,
      brand: "VISA",
      expiry_month: 4,
      expiry_year: 2029,
      issuer_identification_number: "411111",
      last_4: "1111",
    };
    expect(toInstruments([card, { type: "stored_paypal_account", token: "t2" }])).toEqual([
      { token: "t1", brand: "VISA", last4: "1111", expiry_month: 4, expiry_year: 2029 },
    ]);
  });
});

describe("BigCommerce sign-up with a taken address", () => {
  const customers = (rest: RestClient = fakeStoreClients("sa").rest) =>
    createBigCommerceCustomers({ rest, attributeIds: storeAttributeIds(rest), channelId: 1 });
  const input = (email: string) => ({ email, firstName: "Noura", lastName: "Saleh", password: "Secret-1234" });

  it('is EmailTakenError though the store\'s 422 says only "Create customers failed."', async () => {
    fake.stores.sa.seedCustomer({ email: "noura@example.com", password: "Secret-1234" });
    await expect(customers().createCustomer(input("Noura@Example.com"))).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("is EmailTakenError when the address was taken between the look-up and the create", async () => {
    const real = fakeStoreClients("sa").rest;
    const racing: RestClient = {
      ...real,
      post: async (path, body, options) => {
        if (path === "/v3/customers")
          fake.stores.sa.seedCustomer({ email: "late@example.com", password: "Other-1234" });
        return real.post(path, body, options);
      },
    };
    await expect(customers(racing).createCustomer(input("late@example.com"))).rejects.toBeInstanceOf(EmailTakenError);
    expect(fake.requests.filter((r) => r.operation === "POST /v3/customers")).toHaveLength(1);
  });

  it("is CommerceInputError when the store refuses a free address", async () => {
    fake.failNext(
      "sa",
      {
        kind: "status",
        status: 422,
        body: {
          status: 422,
          title: "Create customers failed.",
          type: "about:blank",
          errors: { "0.first_name": "first_name is invalid" },
        },
      },
      { operation: "POST /v3/customers" },
    );
    const refused = await customers()
      .createCustomer(input("free@example.com"))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CommerceInputError);
    expect(refused).not.toBeInstanceOf(EmailTakenError);
  });
});

describe("attribute ids", () => {
  it("pairs ours with the store's by name, whatever the store numbers them", () => {
    const map = matchAttributes([
      { id: 42, name: " cart ID " },
      { id: 3, name: "Default address id" },
      { id: 99, name: "Loyalty tier" },
    ]);
    expect(map.toStore.get(ATTRIBUTE.cartId)).toBe(42);
    expect(map.toStore.get(ATTRIBUTE.defaultAddressId)).toBe(3);
    expect(map.fromStore.get(42)).toBe(ATTRIBUTE.cartId);
    expect(map.toStore.has(ATTRIBUTE.title)).toBe(false);
  });

  it("writes and reads under the store's numbers, and refuses an attribute the store lacks", async () => {
    const values: { attribute_id: number; value: string; customer_id: number }[] = [];
    const customer = {
      id: 5,
      email: "n@example.com",
      first_name: "N",
      last_name: "S",
      date_created: "2026-11-25T10:00:00Z",
    };
    const rest = {
      get: async (path: string) => {
        if (path === "/v3/customers") return { data: [customer] };
        if (path === "/v3/customers/attributes") return { data: [{ id: 42, name: "Cart id" }] };
        return {
          data: values.map((v, i) => ({
            id: i + 1,
            customer_id: v.customer_id,
            attribute_id: v.attribute_id,
            attribute_value: v.value,
          })),
        };
      },
      put: async (_path: string, body: typeof values) => values.push(...body),
    } as unknown as RestClient;
    const customers = createBigCommerceCustomers({ rest, attributeIds: storeAttributeIds(rest) });
    await customers.setAttributes(5, [{ attribute_id: ATTRIBUTE.cartId, value: "cart-1" }]);
    expect(values).toEqual([{ attribute_id: 42, value: "cart-1", customer_id: 5 }]);
    expect(await customers.getAttributes(5)).toEqual([{ attribute_id: ATTRIBUTE.cartId, attribute_value: "cart-1" }]);
    await expect(customers.setAttributes(5, [{ attribute_id: ATTRIBUTE.title, value: "Ms" }])).rejects.toBeInstanceOf(
      MissingAttributeError,
    );
  });

  it("reads the store's attributes once, and again after a failed read", async () => {
    const { rest } = fakeStoreClients("sa");
    const ids = storeAttributeIds(rest);
    fake.failNext("sa", { kind: "status", status: 500 }, { operation: "GET /v3/customers/attributes", times: 3 });
    await expect(ids()).rejects.toBeInstanceOf(UpstreamError);
    expect((await ids()).toStore.get(ATTRIBUTE.cartIdAlternative)).toBe(170);
    await ids();
    expect(fake.requests.filter((r) => r.operation === "GET /v3/customers/attributes")).toHaveLength(4);
  });
});

describe("BigCommerce customers against the fake store", () => {
  it("signs up with the password as authentication.new_password, on the store's channel", async () => {
    await parts().createCustomer({
      email: "Noura@Example.com",
      password: "Secret-pass-1",
      firstName: "Noura",
      lastName: "Saleh",
    });
    const signUp = fake.requests.find((r) => r.operation === "POST /v3/customers")!;
    expect(signUp.body).toEqual([
      {
        email: "noura@example.com",
        first_name: "Noura",
        last_name: "Saleh",
        authentication: { new_password: "Secret-pass-1" },
        origin_channel_id: 1,
        channel_ids: [1],
      },
    ]);
  });

  it("checks a password with one call whether or not the address is known, reading the customer only on a match", async () => {
    const store = fake.stores.sa;
    store.seedCustomer({ email: "known@example.com", password: "Secret-pass-1" });
    expect(await parts().verifyCredentials("unknown@example.com", "Secret-pass-1")).toBeNull();
    expect(await parts().verifyCredentials("known@example.com", "Wrong-pass-1")).toBeNull();
    expect(fake.requests.map((r) => r.operation)).toEqual([
      "POST /v3/customers/validate-credentials",
      "POST /v3/customers/validate-credentials",
    ]);
    expect(fake.requests[0]!.body).toMatchObject({ email: "unknown@example.com", channel_id: 1 });
  });

  it("finds a customer by her address only, never by a list of addresses", async () => {
    fake.stores.sa.seedCustomer({ email: "noura@example.com", password: "Secret-pass-1" });
    expect((await parts().findCustomerByEmail(" Noura@Example.com "))?.email).toBe("noura@example.com");
    expect(await parts().findCustomerByEmail("noura@example.com,other@example.com")).toBeNull();
    expect(fake.requests.filter((r) => r.operation === "GET /v3/customers")).toHaveLength(1);
  });

  it("keeps one default wishlist when two first hearts come at once", async () => {
    const id = fake.stores.sa.seedCustomer({ email: "hearts@example.com", password: "Secret-pass-1" });
    const [a, b] = await Promise.all([parts().ensureDefaultWishlist(id), parts().ensureDefaultWishlist(id)]);
    expect(a).toEqual(b);
    expect([...fake.stores.sa.wishlists.values()].map((w) => w.id)).toEqual([a.entityId]);
  });

  it("lists her saved cards from stored instruments; nobody has none", async () => {
    const id = fake.stores.ae.seedCustomer({ email: "cards@example.com", password: "Secret-pass-1" });
    fake.stores.ae.seedInstruments(id, [
      {
        type: "stored_card",
        token: "tok-1",
        is_default: true,
        brand: "MADA",
        expiry_month: 9,
        expiry_year: 2030,
        issuer_identification_number: "440647",
        last_4: "4242",
      },
      { type: "stored_paypal_account", token: "tok-2", is_default: false, email: "cards@example.com" },
    ]);
    expect(await parts("ae").getStoredInstruments(id)).toEqual({
      provider: "bigcommerce",
      instruments: [{ token: "tok-1", brand: "MADA", last4: "4242", expiry_month: 9, expiry_year: 2030 }],
    });
    expect(await parts("ae").getStoredInstruments(999)).toEqual({ provider: "bigcommerce", instruments: [] });
    expect(await parts("sa").getStoredInstruments(id)).toEqual({ provider: "bigcommerce", instruments: [] });
  });

  it("fails as unavailable, never as nobody, when the store is down", async () => {
    fake.failNext("sa", { kind: "status", status: 503 }, { times: 3 });
    await expect(parts().getCustomer(1)).rejects.toBeInstanceOf(UpstreamError);
  });
});
