import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { callRoute } from "@/features/account/test-support";
import { insertDeliveredOrder, TEST_ADDRESS } from "@/tests/support/orders";
import { collectionDates } from "@/lib/commerce/return-rules";

/**
 * The return routes called directly against the embedded store on a throw-away database:
 * identity from the session, another customer's order answered as a missing one (404), bad bodies 400, a second return of
 * the same items 409, the confirmation mail in the outbox, and the staff entry points.
 */
const STAFF = vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-route-tests-0123456789";
  return process.env.STAFF_TOKEN;
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb();

const create = (await import("./route")).POST;
const returnable = (await import("./returnable/route")).POST;
const list = (await import("./list/route")).POST;
const get = (await import("./get/route")).POST;
const cancel = (await import("./cancel/route")).POST;
const advance = (await import("../staff/returns/advance/route")).POST;
const deliver = (await import("../staff/orders/deliver/route")).POST;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let order: { orderId: number; lineIds: number[] };
let omars: { orderId: number; lineIds: number[] };

beforeAll(async () => {
  const handle = database.db;
  noura = await createTestCustomer(handle, "sa");
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  order = await insertDeliveredOrder(handle, {
    customerId: noura.customer.entityId,
    lines: [{ productType: "rings", quantity: 2, price: 900 }, { productType: "coins-bars" }],
  });
  omars = await insertDeliveredOrder(handle, { customerId: omar.customer.entityId, lines: [{ productType: "rings" }] });
});

const body = (extra: Record<string, unknown> = {}) => ({
  region: "sa",
  locale: "ar-sa",
  orderId: order.orderId,
  lines: [{ orderLineId: order.lineIds[0], quantity: 1 }],
  reason: "product-damaged",
  collectionAddress: TEST_ADDRESS,
  collectionDate: collectionDates("sa", new Date())[0],
  ...extra,
});

async function staff(handler: typeof advance, payload: unknown, token = STAFF) {
  const response = await handler(
    new Request("http://localhost/api/staff", {
      method: "POST",
      body: JSON.stringify(payload),
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    }),
  );
  return { status: response.status, json: await response.json() };
}

describe("POST /api/returns", () => {
  it("creates her return (201) and mails the confirmation in her language", async () => {
    const res = await callRoute(create, body(), { cookie: noura.cookie });
    expect(res.status).toBe(201);
    expect(res.json.response).toMatchObject({
      status: "requested",
      reason: "product-damaged",
      refund_estimate: 900,
      locale: "ar-sa",
    });
    const mail = await database.mails({ to: noura.customer.email });
    const confirmation = mail.find((m) => m.kind === "return-confirmation");
    expect(confirmation?.subject).toContain(res.json.response.number);
    expect(confirmation?.text).toContain("إثبات الاستلام");
    expect(confirmation?.text).toContain(`/ar-sa/account/my-returns/${res.json.response.id}`);
  });

  it("answers a second return of the same items with 409", async () => {
    expect((await callRoute(create, body(), { cookie: noura.cookie })).status).toBe(201);
    const again = await callRoute(create, body(), { cookie: noura.cookie });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ hasError: true, code: "alreadyReturned", lines: [order.lineIds[0]] });
  });

  it("refuses guests (401) and another customer's id (403); another's order answers as a missing one (404, no oracle)", async () => {
    expect((await callRoute(create, body())).status).toBe(401);
    const other = await callRoute(
      create,
      body({ orderId: omars.orderId, lines: [{ orderLineId: omars.lineIds[0], quantity: 1 }] }),
      { cookie: noura.cookie },
    );
    const missing = await callRoute(
      create,
      body({ orderId: 987_654, lines: [{ orderLineId: omars.lineIds[0], quantity: 1 }] }),
      { cookie: noura.cookie },
    );
    expect([other.status, other.json]).toEqual([missing.status, missing.json]);
    expect(other.status).toBe(404);
    const othersReturnable = await callRoute(
      returnable,
      { region: "sa", locale: "en-sa", orderId: omars.orderId },
      { cookie: noura.cookie },
    );
    const missingReturnable = await callRoute(
      returnable,
      { region: "sa", locale: "en-sa", orderId: 987_654 },
      { cookie: noura.cookie },
    );
    expect([othersReturnable.status, othersReturnable.json]).toEqual([
      missingReturnable.status,
      missingReturnable.json,
    ]);
    expect(othersReturnable.status).toBe(404);
    expect(
      (await callRoute(create, body({ customerId: omar.customer.entityId }), { cookie: noura.cookie })).status,
    ).toBe(403);
    expect((await callRoute(create, body({ orderId: 987_654 }), { cookie: noura.cookie })).status).toBe(404);
    expect((await callRoute(create, body(), { cookie: noura.cookie, origin: "https://evil.example" })).status).toBe(
      403,
    );
  });

  it("answers bad bodies with 400 and a message", async () => {
    for (const bad of [
      body({ reason: "bored" }),
      body({ lines: [] }),
      body({ lines: [{ orderLineId: order.lineIds[0], quantity: 0 }] }),
      body({ collectionDate: "tomorrow" }),
      body({ collectionAddress: { ...TEST_ADDRESS, phone: "12" } }),
      body({ locale: "en-ae" }),
      body({ comment: "x".repeat(501) }),
    ]) {
      const res = await callRoute(create, bad, { cookie: noura.cookie });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error).toMatch(/Invalid request/);
    }
    const coin = await callRoute(create, body({ lines: [{ orderLineId: order.lineIds[1], quantity: 1 }] }), {
      cookie: noura.cookie,
    });
    expect(coin.status).toBe(400);
    expect(coin.json.code).toBe("coinsBars");
    expect((await callRoute(create, "{not json", { cookie: noura.cookie })).status).toBe(400);
  });
});

describe("reading and cancelling returns", () => {
  it("lists and opens only her own returns, and cancels one while requested", async () => {
    const mine = await callRoute(list, { region: "sa", locale: "en-sa" }, { cookie: noura.cookie });
    expect(mine.status).toBe(200);
    expect(mine.json.response.length).toBeGreaterThanOrEqual(2);
    const id = mine.json.response[0].id;
    expect(
      (await callRoute(get, { region: "sa", locale: "en-sa", returnId: id }, { cookie: noura.cookie })).json.response
        .id,
    ).toBe(id);
    expect(
      (await callRoute(get, { region: "sa", locale: "en-sa", returnId: id }, { cookie: omar.cookie })).status,
    ).toBe(404);
    expect((await callRoute(list, { region: "sa", locale: "en-sa" }, { cookie: omar.cookie })).json.response).toEqual(
      [],
    );
    expect(
      (await callRoute(cancel, { region: "sa", locale: "en-sa", returnId: id }, { cookie: omar.cookie })).status,
    ).toBe(404);
    expect(
      (await callRoute(cancel, { region: "sa", locale: "en-sa", returnId: id }, { cookie: noura.cookie })).json.response
        .status,
    ).toBe("cancelled");
    expect(
      (await callRoute(cancel, { region: "sa", locale: "en-sa", returnId: id }, { cookie: noura.cookie })).status,
    ).toBe(409);
    expect(
      (await callRoute(get, { region: "sa", locale: "en-sa", returnId: "x" }, { cookie: noura.cookie })).status,
    ).toBe(400);
    expect((await callRoute(list, { region: "sa", locale: "en-sa" })).status).toBe(401);
  });
});

describe("staff entry points", () => {
  it("need the staff token", async () => {
    expect((await staff(advance, { region: "sa", returnId: 1 }, "wrong")).status).toBe(401);
    expect((await staff(deliver, { region: "sa", orderId: order.orderId }, "")).status).toBe(401);
  });

  it("mark an order delivered and move a return to refunded, mailing the refund", async () => {
    const pending = await insertDeliveredOrder(database.db, {
      customerId: noura.customer.entityId,
      deliveredAt: null,
      lines: [{ productType: "rings" }],
    });
    const early = await callRoute(
      create,
      body({ orderId: pending.orderId, lines: [{ orderLineId: pending.lineIds[0], quantity: 1 }] }),
      { cookie: noura.cookie },
    );
    expect(early.json.code).toBe("notDelivered");
    expect(early.status).toBe(409);
    expect((await staff(deliver, { region: "sa", orderId: pending.orderId })).status).toBe(200);
    expect((await staff(deliver, { region: "sa", orderId: 987_654 })).status).toBe(404);
    const created = await callRoute(
      create,
      body({ orderId: pending.orderId, lines: [{ orderLineId: pending.lineIds[0], quantity: 1 }], locale: "en-sa" }),
      { cookie: noura.cookie },
    );
    const returnId = created.json.response.id;
    for (let i = 0; i < 4; i++) expect((await staff(advance, { region: "sa", returnId })).status).toBe(200);
    expect((await staff(advance, { region: "sa", returnId, to: "collected" })).status).toBe(409);
    const refunded = await staff(advance, { region: "sa", returnId, to: "refunded" });
    expect(refunded.json.response.status).toBe("refunded");
    expect(refunded.json.response.events).toHaveLength(6);
    const mail = await database.mails({ kind: "return-status" });
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining("Collection scheduled"), expect.stringContaining("Refunded")]),
    );
    expect(mail.find((m) => m.subject.includes("Refunded"))?.text).toContain("bank transfer");
    expect((await staff(advance, { region: "sa", returnId: "nope" })).status).toBe(400);
  });
});
