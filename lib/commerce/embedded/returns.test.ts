import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import * as t from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import { insertDeliveredOrder } from "@/tests/support/orders";
import type { NewReturn } from "../return-types";
import { createReturns, nextStatuses, type ReturnPolicy } from "./returns";
import { returnRequest } from "./test-returns";

/** The embedded store's returns on a throw-away database (PGlite, or PostgreSQL in CI). */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
// Thursday 5 November 2026, noon in Riyadh; orders below were delivered two days before.
let now = new Date("2026-11-05T09:00:00Z");
const delivered = new Date("2026-11-03T09:00:00Z");
const policy: ReturnPolicy = { windowDays: () => 15, reviewRule: () => ({ max: 3, days: 90 }), now: () => now };
let sa: ReturnType<typeof createReturns>;
const NOURA = 101;
const OMAR = 102;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  sa = createReturns(db, "sa", policy);
});
afterAll(() => handle.close());

const request = (orderId: number, lines: { orderLineId: number; quantity: number }[], extra: Partial<NewReturn> = {}) =>
  returnRequest(now, orderId, lines, extra);

describe("creating a return", () => {
  it("writes the return, its lines and first event, with the refund at the prices paid", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: delivered,
      lines: [
        { productType: "rings", quantity: 2, price: 750 },
        { productType: "bangles", price: 1200 },
      ],
    });
    const created = await sa.createReturn(
      NOURA,
      request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }], { comment: "  Too big  " }),
    );
    expect(created.status).toBe("ok");
    if (created.status !== "ok") return;
    expect(created.request).toMatchObject({
      order_id: orderId,
      status: "requested",
      reason: "no-longer-needed",
      comment: "Too big",
      refund_estimate: 750,
      under_review: false,
      customer_id: NOURA,
    });
    expect(created.request.number).toBe(`RKSA-${100000 + created.request.id}`);
    expect(created.request.lines).toEqual([
      expect.objectContaining({ order_line_id: lineIds[0], quantity: 1, total: 750 }),
    ]);
    expect(created.request.events).toEqual([{ status: "requested", at: now.toISOString(), note: null }]);

    // What is left: one ring and the bangle; the ring's first piece cannot go back twice.
    const view = await sa.getReturnableOrder(NOURA, orderId, "en");
    expect(view !== "forbidden" && view?.lines.map((l) => [l.returnable, l.refusal])).toEqual([
      [1, null],
      [1, null],
    ]);
    expect(view !== "forbidden" && view?.last_day).toBe("2026-11-18");
    const twice = await sa.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 2 }]));
    expect(twice).toMatchObject({ status: "refused", code: "tooMany" });
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))).toMatchObject({
      status: "ok",
    });
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))).toMatchObject({
      status: "refused",
      code: "alreadyReturned",
      lines: [lineIds[0]],
    });
  });

  it("lets only one of two simultaneous requests for the same piece through", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: delivered,
      lines: [{ productType: "necklaces" }],
    });
    const both = await Promise.all(
      [0, 1].map(() => sa.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))),
    );
    expect(both.map((b) => b.status).sort()).toEqual(["ok", "refused"]);
  });

  it("refuses another customer's order, an unknown one and another country's", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: OMAR,
      deliveredAt: delivered,
      lines: [{ productType: "rings" }],
    });
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))).toEqual({
      status: "forbidden",
    });
    expect(await sa.getReturnableOrder(NOURA, orderId, "en")).toBe("forbidden");
    expect(await sa.createReturn(NOURA, request(999_999, [{ orderLineId: 1, quantity: 1 }]))).toEqual({
      status: "order-not-found",
    });
    const ae = await insertDeliveredOrder(db, {
      region: "ae",
      customerId: NOURA,
      deliveredAt: delivered,
      lines: [{ productType: "rings" }],
    });
    expect(await sa.createReturn(NOURA, request(ae.orderId, [{ orderLineId: ae.lineIds[0]!, quantity: 1 }]))).toEqual({
      status: "order-not-found",
    });
  });

  it("applies the rules: coins and bars, seal, bundle, window, delivery, collection date", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: delivered,
      lines: [
        { productType: "coins-bars" },
        { productType: "earrings" },
        { productType: "necklaces", bundle: "b1" },
        { productType: "bracelets", bundle: "b1" },
      ],
    });
    const [coin, studs, necklace, bracelet] = lineIds as [number, number, number, number];
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: coin, quantity: 1 }]))).toMatchObject({
      code: "coinsBars",
    });
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: studs, quantity: 1 }]))).toMatchObject({
      code: "sealNotConfirmed",
    });
    expect(await sa.createReturn(NOURA, request(orderId, [{ orderLineId: necklace, quantity: 1 }]))).toMatchObject({
      code: "bundleWhole",
      lines: [necklace, bracelet],
    });
    expect(
      await sa.createReturn(
        NOURA,
        request(orderId, [{ orderLineId: studs, quantity: 1 }], { collectionDate: "2026-11-06" }),
      ),
    ).toMatchObject({ code: "sealNotConfirmed" });
    expect(
      await sa.createReturn(
        NOURA,
        request(orderId, [{ orderLineId: studs, quantity: 1 }], { sealConfirmed: true, collectionDate: "2026-11-06" }),
      ),
    ).toMatchObject({ code: "collectionDate" });
    const whole = await sa.createReturn(
      NOURA,
      request(orderId, [
        { orderLineId: necklace, quantity: 1 },
        { orderLineId: bracelet, quantity: 1 },
      ]),
    );
    expect(whole.status).toBe("ok");

    const late = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: new Date("2026-10-01T09:00:00Z"),
      lines: [{ productType: "rings" }],
    });
    expect(
      await sa.createReturn(NOURA, request(late.orderId, [{ orderLineId: late.lineIds[0]!, quantity: 1 }])),
    ).toMatchObject({ code: "windowClosed" });
    const pending = await insertDeliveredOrder(db, {
      customerId: NOURA,
      deliveredAt: null,
      lines: [{ productType: "rings" }],
    });
    expect(
      await sa.createReturn(NOURA, request(pending.orderId, [{ orderLineId: pending.lineIds[0]!, quantity: 1 }])),
    ).toMatchObject({ code: "notDelivered" });
    expect(await sa.markOrderDelivered(pending.orderId, delivered)).toBe(true);
    expect(
      await sa.createReturn(NOURA, request(pending.orderId, [{ orderLineId: pending.lineIds[0]!, quantity: 1 }])),
    ).toMatchObject({ status: "ok" });
    expect(await sa.markOrderDelivered(999_999)).toBe(false);
  });
});

describe("a return's life", () => {
  it("moves along its path with a dated event per status, refused only after inspection", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: OMAR,
      deliveredAt: delivered,
      lines: [{ productType: "rings" }],
    });
    const created = await sa.createReturn(OMAR, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]));
    if (created.status !== "ok") throw new Error("not created");
    const id = created.request.id;
    expect(await sa.advanceReturn(id, "refused")).toEqual({ status: "conflict", current: "requested" });
    for (const status of ["collection_scheduled", "collected", "received", "inspected"] as const) {
      now = new Date(now.getTime() + 86_400_000);
      expect(await sa.advanceReturn(id)).toMatchObject({ status: "ok", request: { status } });
    }
    expect(nextStatuses("inspected")).toEqual(["refunded", "refused"]);
    const refunded = await sa.advanceReturn(id, "refunded", "Refund 1234");
    expect(refunded).toMatchObject({ status: "ok", previous: "inspected", request: { status: "refunded" } });
    if (refunded.status === "ok") {
      expect(refunded.request.events.map((e) => e.status)).toEqual([
        "requested",
        "collection_scheduled",
        "collected",
        "received",
        "inspected",
        "refunded",
      ]);
      expect(refunded.request.events.at(-1)?.note).toBe("Refund 1234");
    }
    expect(await sa.advanceReturn(id)).toEqual({ status: "conflict", current: "refunded" });
    expect(await sa.cancelReturn(OMAR, id)).toEqual({ status: "conflict", current: "refunded" });
    expect(await sa.advanceReturn(999_999)).toEqual({ status: "not-found" });
  });

  it("is cancelled by her while requested, which frees its pieces; nobody else can cancel it", async () => {
    const { orderId, lineIds } = await insertDeliveredOrder(db, {
      customerId: OMAR,
      deliveredAt: delivered,
      lines: [{ productType: "rings" }],
    });
    const created = await sa.createReturn(OMAR, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]));
    if (created.status !== "ok") throw new Error("not created");
    expect(await sa.cancelReturn(NOURA, created.request.id)).toEqual({ status: "not-found" });
    expect(await sa.getReturn(NOURA, created.request.id, "en")).toBeNull();
    expect(await sa.cancelReturn(OMAR, created.request.id)).toMatchObject({
      status: "ok",
      request: { status: "cancelled" },
    });
    expect(await sa.createReturn(OMAR, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }]))).toMatchObject({
      status: "ok",
    });
    const mine = await sa.listReturns(OMAR, "ar", orderId);
    expect(mine.map((r) => r.status)).toEqual(["requested", "cancelled"]);
    expect(mine[0]!.lines[0]!.name).toBe("لومينا - قطعة 0");
  });
});

describe("an unusual return pattern", () => {
  it("flags the account and puts the return under review past the limit", async () => {
    const LAYLA = 103;
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const { orderId, lineIds } = await insertDeliveredOrder(db, {
        customerId: LAYLA,
        deliveredAt: delivered,
        lines: [{ productType: "rings" }],
      });
      outcomes.push(await sa.createReturn(LAYLA, request(orderId, [{ orderLineId: lineIds[0]!, quantity: 1 }])));
    }
    expect(outcomes.map((o) => o.status === "ok" && o.request.under_review)).toEqual([false, false, false, true]);
    expect(await sa.isFlagged(LAYLA)).toBe(true);
    expect(await sa.isFlagged(OMAR)).toBe(false);
    const [flag] = await db.select().from(t.customerFlags).where(eq(t.customerFlags.customerId, LAYLA));
    expect(flag).toMatchObject({ region: "sa", flag: "return-pattern", detail: "4 returns in 90 days (limit 3)" });
  });
});
