import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { createCustomers } from "@/lib/commerce/embedded/customers";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import { callRoute } from "@/features/account/test-support";

/**
 * The v3 customer routes (attributes read and write, customer update) called directly against
 * the embedded store on a throw-away database.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();

const readAttributes = (await import("./getAttributesByCustomerId/route")).POST;
const updateCustomer = (await import("./update-customer/route")).PUT;
const writeAttributes = (await import("./update-attribute-values/route")).PUT;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;

beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  // A pending reset token: a secret the browser must never see.
  await createCustomers(handle, "sa").setAttributes(noura.customer.entityId, [
    { attribute_id: ATTRIBUTE.resetPasswordToken, value: "hash:expiry" },
  ]);
});

const put = { method: "PUT" } as const;
const write = (values: { attribute_id: number; value: string; customer_id?: number }[], who: Shopper = noura) =>
  callRoute(
    writeAttributes,
    { region: "sa", payload: values.map((v) => ({ customer_id: who.customer.entityId, ...v })) },
    { ...put, cookie: who.cookie },
  );
const valueOf = (list: { attribute_id: number; attribute_value: string }[], id: number) =>
  list.find((a) => a.attribute_id === id)?.attribute_value;

describe("POST /api/v3/getAttributesByCustomerId", () => {
  it("lists the session customer's attributes without the secret ones", async () => {
    const me = noura.customer.entityId;
    const res = await callRoute(readAttributes, { id: me, region: "sa" }, { cookie: noura.cookie });
    expect(res.status).toBe(200);
    expect(valueOf(res.json.response, ATTRIBUTE.emailVerified)).toBe("true");
    expect(res.json.response.map((a: { attribute_id: number }) => a.attribute_id)).not.toContain(
      ATTRIBUTE.resetPasswordToken,
    );

    expect((await callRoute(readAttributes, { id: me, region: "sa" })).status).toBe(401);
    expect(
      (await callRoute(readAttributes, { id: omar.customer.entityId, region: "sa" }, { cookie: noura.cookie })).status,
    ).toBe(403);
    expect((await callRoute(readAttributes, { region: "sa" }, { cookie: noura.cookie })).status).toBe(400);
  });
});

describe("PUT /api/v3/update-customer", () => {
  it("changes names and the phone (the country's rule), for the session's customer only", async () => {
    const res = await callRoute(
      updateCustomer,
      { region: "sa", payload: { firstName: " Nora ", phone: "+966 50 123 4567" } },
      { ...put, cookie: noura.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      entityId: noura.customer.entityId,
      firstName: "Nora",
      lastName: "Saleh",
      phone: "501234567",
    });
    const cleared = await callRoute(
      updateCustomer,
      { region: "sa", payload: { phone: "" } },
      { ...put, cookie: noura.cookie },
    );
    expect(cleared.json.response.phone).toBeNull();

    expect((await callRoute(updateCustomer, { region: "sa", payload: { firstName: "X" } }, put)).status).toBe(401);
    for (const payload of [
      { phone: "12345" },
      { firstName: "" },
      {},
      { email: "new@example.com" },
      { firstName: "x".repeat(61) },
    ]) {
      expect(
        (await callRoute(updateCustomer, { region: "sa", payload }, { ...put, cookie: noura.cookie })).status,
      ).toBe(400);
    }
    // Egypt's numbers have 10 digits: a Saudi session is checked against the Saudi rule.
    expect(
      (
        await callRoute(
          updateCustomer,
          { region: "sa", payload: { phone: "1012345678" } },
          { ...put, cookie: noura.cookie },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(
          updateCustomer,
          { region: "sa", payload: { firstName: "A" }, customerId: omar.customer.entityId },
          { ...put, cookie: noura.cookie },
        )
      ).status,
    ).toBe(403);
  });
});

describe("PUT /api/v3/update-attribute-values", () => {
  it("writes title, dates and newsletter; subscribing stamps attribute 18 once", async () => {
    const res = await write([
      { attribute_id: ATTRIBUTE.title, value: "Dr" },
      { attribute_id: ATTRIBUTE.dateOfBirth, value: "1990-04-30" },
      { attribute_id: ATTRIBUTE.anniversary, value: "2030-01-01" },
      { attribute_id: ATTRIBUTE.newsletter, value: "true" },
    ]);
    expect(res.status).toBe(200);
    expect(valueOf(res.json.response, ATTRIBUTE.title)).toBe("Dr");
    expect(valueOf(res.json.response, ATTRIBUTE.dateOfBirth)).toBe("1990-04-30");
    const since = valueOf(res.json.response, ATTRIBUTE.newsletterTimestamp);
    expect(Date.now() - Date.parse(since!)).toBeLessThan(60_000);

    const again = await write([{ attribute_id: ATTRIBUTE.newsletter, value: "true" }]);
    expect(valueOf(again.json.response, ATTRIBUTE.newsletterTimestamp)).toBe(since);
    const off = await write([{ attribute_id: ATTRIBUTE.newsletter, value: "false" }]);
    expect(valueOf(off.json.response, ATTRIBUTE.newsletter)).toBe("false");
  });

  it("refuses bad values (400), unwritable attributes and other customers (403), guests (401)", async () => {
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const entry of [
      { attribute_id: ATTRIBUTE.dateOfBirth, value: tomorrow },
      { attribute_id: ATTRIBUTE.dateOfBirth, value: "1990-02-30" },
      { attribute_id: ATTRIBUTE.anniversary, value: "30/01/2020" },
      { attribute_id: ATTRIBUTE.newsletter, value: "yes" },
      { attribute_id: ATTRIBUTE.title, value: "Sir" },
      { attribute_id: ATTRIBUTE.cartId, value: "not-a-cart" },
    ]) {
      expect((await write([entry])).status, JSON.stringify(entry)).toBe(400);
    }
    expect(
      (
        await write([
          { attribute_id: ATTRIBUTE.title, value: "Mr" },
          { attribute_id: ATTRIBUTE.title, value: "Ms" },
        ])
      ).status,
    ).toBe(400);

    for (const id of [
      ATTRIBUTE.emailVerified,
      ATTRIBUTE.verificationToken,
      ATTRIBUTE.resetPasswordToken,
      ATTRIBUTE.newsletterTimestamp,
    ]) {
      const res = await write([{ attribute_id: id, value: "true" }]);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("attributeNotWritable");
    }
    const mixed = await write([{ attribute_id: ATTRIBUTE.title, value: "Mr", customer_id: omar.customer.entityId }]);
    expect(mixed.status).toBe(403);
    expect(mixed.json.code).toBe("forbidden");
    // A default address must be one of the customer's own.
    expect((await write([{ attribute_id: ATTRIBUTE.defaultAddressId, value: "424242" }])).status).toBe(404);

    expect(
      (
        await callRoute(
          writeAttributes,
          { region: "sa", payload: [{ attribute_id: 1, value: "Mr", customer_id: noura.customer.entityId }] },
          put,
        )
      ).status,
    ).toBe(401);
    expect(
      (await callRoute(writeAttributes, { region: "sa", payload: [] }, { ...put, cookie: noura.cookie })).status,
    ).toBe(400);
    // Nothing refused was written.
    const after = await callRoute(
      readAttributes,
      { id: noura.customer.entityId, region: "sa" },
      { cookie: noura.cookie },
    );
    expect(valueOf(after.json.response, ATTRIBUTE.title)).toBe("Dr");
  });
});
