import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { and, eq } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { ATTRIBUTE, STORE_ATTRIBUTES } from "@/lib/commerce/customer-attributes";
import { ADDRESS_BOOK_LIMIT } from "@/lib/commerce/address-types";
import { callRoute } from "@/features/account/test-support";
import { TEST_ADDRESS } from "@/tests/support/orders";

/**
 * The customer routes (getCustomer, getStoreAttributes, the address book) called directly
 * against the embedded store on a throw-away database: identity from the session only.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();

const getCustomer = (await import("./getCustomer/route")).PUT;
const storeAttributes = (await import("./getStoreAttributes/route")).POST;
const list = (await import("./addresses/route")).POST;
const add = (await import("./addresses/add/route")).POST;
const update = (await import("./addresses/update/route")).POST;
const remove = (await import("./addresses/delete/route")).POST;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let emirati: Shopper;
const { first_name, last_name, street, city, governorate, postal_code, phone } = TEST_ADDRESS;
const address = { first_name, last_name, street, city, governorate, postal_code, phone };

beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  emirati = await createTestCustomer(handle, "ae");
});

const defaultAttribute = async (customerId: number) => {
  const rows = await database.db
    .select({ value: t.customerAttributes.value })
    .from(t.customerAttributes)
    .where(
      and(
        eq(t.customerAttributes.customerId, customerId),
        eq(t.customerAttributes.attributeId, ATTRIBUTE.defaultAddressId),
      ),
    );
  return rows[0]?.value ?? null;
};

describe("PUT /api/customer/getCustomer", () => {
  it("answers the session's customer, never another", async () => {
    const me = noura.customer.entityId;
    const mine = await callRoute(
      getCustomer,
      { customerId: me, region: "sa" },
      { cookie: noura.cookie, method: "PUT" },
    );
    expect(mine.status).toBe(200);
    expect(mine.json.response).toMatchObject({ entityId: me, email: noura.customer.email, firstName: "Noura" });
    expect(mine.json.response).not.toHaveProperty("passwordHash");
    expect(
      (await callRoute(getCustomer, { customerId: String(me), region: "sa" }, { cookie: noura.cookie, method: "PUT" }))
        .status,
    ).toBe(200);

    expect((await callRoute(getCustomer, { customerId: me, region: "sa" }, { method: "PUT" })).status).toBe(401);
    const other = await callRoute(
      getCustomer,
      { customerId: omar.customer.entityId, region: "sa" },
      { cookie: noura.cookie, method: "PUT" },
    );
    expect(other.status).toBe(403);
    expect(other.json.code).toBe("forbidden");
    expect(
      (await callRoute(getCustomer, { customerId: me, region: "ae" }, { cookie: noura.cookie, method: "PUT" })).json
        .code,
    ).toBe("otherRegion");
    expect(
      (await callRoute(getCustomer, { customerId: "me", region: "sa" }, { cookie: noura.cookie, method: "PUT" }))
        .status,
    ).toBe(400);
    expect(
      (await callRoute(getCustomer, { customerId: 99999999999, region: "sa" }, { cookie: noura.cookie, method: "PUT" }))
        .status,
    ).toBe(400);
    expect((await callRoute(getCustomer, "not json", { cookie: noura.cookie, method: "PUT" })).status).toBe(400);
    expect(
      (
        await callRoute(
          getCustomer,
          { customerId: me, region: "sa" },
          { cookie: noura.cookie, method: "PUT", origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
  });
});

describe("POST /api/customer/getStoreAttributes", () => {
  it("lists the store's attribute definitions without a session, and checks the body", async () => {
    const res = await callRoute(storeAttributes, { region: "eg" });
    expect(res.status).toBe(200);
    expect(res.json.response).toEqual(STORE_ATTRIBUTES);
    expect(res.json.response.map((a: { id: number }) => a.id)).toContain(ATTRIBUTE.newsletterTimestamp);
    expect((await callRoute(storeAttributes, { region: "fr" })).status).toBe(400);
    expect((await callRoute(storeAttributes, { region: "sa" }, { origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("the address book routes", () => {
  it("refuse guests, other countries' sessions and bad bodies", async () => {
    for (const [route, body] of [
      [list, { region: "sa" }],
      [add, { region: "sa", payload: address }],
      [update, { region: "sa", addressId: 1, setDefault: true }],
      [remove, { region: "sa", addressId: 1 }],
    ] as const) {
      expect((await callRoute(route, body)).status).toBe(401);
      expect((await callRoute(route, body, { cookie: emirati.cookie })).status).toBe(403);
      expect((await callRoute(route, { ...body, region: "xx" }, { cookie: noura.cookie })).status).toBe(400);
    }
    // The country's rules: a 5-digit postal code and a 9-digit mobile in sa, a known region.
    const bad = await callRoute(
      add,
      { region: "sa", payload: { ...address, postal_code: "12", phone: "12345", governorate: "dubai" } },
      { cookie: noura.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/postal_code/);
    expect(bad.json.error).toMatch(/phone/);
    expect(bad.json.error).toMatch(/governorate/);
    expect((await callRoute(update, { region: "sa", addressId: 1 }, { cookie: noura.cookie })).status).toBe(400);
    expect(
      (
        await callRoute(
          add,
          { region: "sa", payload: address, customer_id: omar.customer.entityId },
          { cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
    expect(
      (await callRoute(list, { region: "sa", customer_id: omar.customer.entityId }, { cookie: noura.cookie })).status,
    ).toBe(403);
    expect((await callRoute(list, { region: "sa" }, { cookie: noura.cookie })).json.response).toEqual([]);
  });

  it("adds (the first becomes the default), edits, sets the default and deletes", async () => {
    const me = { cookie: noura.cookie };
    const first = await callRoute(
      add,
      { region: "sa", payload: { ...address, phone: "0501234567", postal_code: "١٢٢١١" } },
      me,
    );
    expect(first.status).toBe(201);
    expect(first.json.response).toMatchObject({
      phone: "501234567",
      postal_code: "12211",
      country_code: "SA",
      is_default: true,
    });
    const second = await callRoute(
      add,
      { region: "sa", payload: { ...address, city: "Jeddah", governorate: "makkah" } },
      me,
    );
    expect(second.json.response.is_default).toBe(false);
    const firstId = first.json.response.id;
    const secondId = second.json.response.id;

    const edited = await callRoute(
      update,
      {
        region: "sa",
        addressId: secondId,
        payload: { ...address, street: "Tahlia St 5", governorate: "makkah" },
        setDefault: true,
      },
      me,
    );
    expect(edited.status).toBe(200);
    expect(edited.json.response).toMatchObject({ street: "Tahlia St 5", is_default: true });
    expect(await defaultAttribute(noura.customer.entityId)).toBe(String(secondId));

    const book = await callRoute(list, { region: "sa" }, me);
    expect(book.json.response.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [firstId, false],
      [secondId, true],
    ]);

    // Another customer cannot see, edit or delete them: 404 exactly like an unknown id.
    const theirs = { cookie: omar.cookie };
    expect((await callRoute(list, { region: "sa" }, theirs)).json.response).toEqual([]);
    expect((await callRoute(update, { region: "sa", addressId: firstId, setDefault: true }, theirs)).status).toBe(404);
    expect((await callRoute(remove, { region: "sa", addressId: firstId }, theirs)).status).toBe(404);

    // Deleting the default clears attribute 5; the other address stays.
    expect((await callRoute(remove, { region: "sa", addressId: secondId }, me)).status).toBe(200);
    expect(await defaultAttribute(noura.customer.entityId)).toBeNull();
    expect((await callRoute(list, { region: "sa" }, me)).json.response).toHaveLength(1);
    expect((await callRoute(remove, { region: "sa", addressId: secondId }, me)).status).toBe(404);
  });

  it("keeps at most ADDRESS_BOOK_LIMIT addresses", async () => {
    const me = { cookie: omar.cookie };
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++)
      expect((await callRoute(add, { region: "sa", payload: address }, me)).status).toBe(201);
    const over = await callRoute(add, { region: "sa", payload: address }, me);
    expect(over.status).toBe(409);
    expect(over.json.code).toBe("addressBookFull");
  });
});
