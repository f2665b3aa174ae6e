import { describe, expect, it, vi } from "vitest";
import { and, eq, gte } from "drizzle-orm";
import * as t from "@/lib/db/schema";
import { routeTestDb } from "@/tests/support/route-harness";
import { CANARY_SECRETS } from "@/scripts/lib/canary-secrets.mjs";

/**
 * Order tracking for everyone, through the routes on a real throw-away store: the form's look-up
 * (number and e-mail or phone; the same answer for a wrong pair and an unknown order; tries limited
 * per address), staff moving the order on (audited), a mail at each step with the signed link, and
 * that link opening the timeline.
 */
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
vi.stubEnv("STAFF_TOKEN", CANARY_SECRETS.STAFF_TOKEN);
vi.stubEnv("TRACK_TRIES_PER_ADDRESS", "5");
const database = routeTestDb({ products: 60 });

const track = (await import("./route")).POST;
const ship = (await import("../../staff/orders/ship/route")).POST;
const advance = (await import("../../staff/orders/advance/route")).POST;
const { getCommerce } = await import("@/lib/commerce/provider");
const { trackByLink, trackingPath } = await import("@/features/tracking/server");

let address = 0;
async function post(handler: (r: Request) => Promise<Response>, body: unknown, headers: Record<string, string> = {}) {
  const res = await handler(
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${++address % 250}`, ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, json: await res.json(), headers: res.headers };
}
const staff = { authorization: `Bearer ${CANARY_SECRETS.STAFF_TOKEN}` };

async function placeOrder(email: string) {
  const [row] = await database.db
    .select({ variantId: t.inventory.variantId, productId: t.productVariants.productId })
    .from(t.inventory)
    .innerJoin(t.productVariants, eq(t.productVariants.id, t.inventory.variantId))
    .innerJoin(
      t.regionProducts,
      and(
        eq(t.regionProducts.productId, t.productVariants.productId),
        eq(t.regionProducts.region, "sa"),
        eq(t.regionProducts.visible, true),
      ),
    )
    .where(and(eq(t.inventory.region, "sa"), gte(t.inventory.availableToSell, 3)))
    .limit(1)
    .offset(address);
  const commerce = await getCommerce("sa");
  const cart = await commerce.createCart({
    lines: [{ product_id: row!.productId, variant_id: row!.variantId, quantity: 1 }],
    customerId: 0,
    locale: "en-sa",
  });
  const shippingAddress = {
    first_name: "Noura",
    last_name: "Saleh",
    street: "12 King Fahd Road",
    city: "Riyadh",
    governorate: "riyadh",
    postal_code: "12211",
    phone: "501234567",
    country_code: "SA",
  };
  const order = await commerce.placeOrder({
    cartId: cart.id,
    email,
    customerId: 0,
    shippingAddress,
    paymentMethod: "cod",
  });
  if (!order || order === "already-ordered") throw new Error("no order");
  return order;
}

describe("order tracking routes", () => {
  it("shows the timeline to whoever has the number and the e-mail or phone, and the same refusal otherwise", async () => {
    const order = await placeOrder("Track.Me@example.com");
    const ask = (orderText: string, contact: string) =>
      post(track, { region: "sa", locale: "en-sa", order: orderText, contact });
    for (const [orderText, contact] of [
      [order.number, "track.me@example.com"],
      [order.number.toLowerCase(), " TRACK.ME@EXAMPLE.COM "],
      [String(100000 + order.id), "0501234567"],
      [order.number, "+966 50 123 4567"],
      [order.number, "00966501234567"],
    ]) {
      const found = await ask(orderText!, contact!);
      expect(found.status, `${orderText} ${contact}`).toBe(200);
      expect(found.json.response).toMatchObject({ number: order.number, status: "awaiting_fulfillment" });
      expect(found.json.response.delivery.street).not.toContain("King Fahd");
      expect(JSON.stringify(found.json.response)).not.toContain("track.me@example.com");
    }
    const wrongContact = await ask(order.number, "someone.else@example.com");
    const wrongPhone = await ask(order.number, "0509999999");
    const unknown = await ask("KSA-999999", "track.me@example.com");
    for (const refused of [wrongContact, wrongPhone, unknown]) {
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual(unknown.json);
    }
    expect((await ask("", "x@example.com")).status).toBe(400);
    expect((await post(track, { region: "sa", locale: "en-sa", order: "1" })).json.error).toMatch(/contact/);
  });

  it("limits tries per client address: 429 with Retry-After before any order is looked at", async () => {
    const order = await placeOrder("limit@example.com");
    const from = { "x-forwarded-for": "198.51.100.77" };
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await post(track, { region: "sa", locale: "en-sa", order: order.number, contact: "limit@example.com" }, from),
      );
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.status).toBe(429);
    expect(Number(answers[5]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets staff ship and move the order on, mails each step with a signed link that opens the timeline, and audits it", async () => {
    const order = await placeOrder("steps@example.com");
    expect(
      (await post(ship, { region: "sa", orderId: order.id, courier: "Aramex", trackingNumber: "34567890" })).status,
    ).toBe(401);
    expect(
      (
        await post(
          ship,
          {
            region: "sa",
            orderId: order.id,
            courier: "Aramex",
            trackingNumber: "34 5",
            trackingUrl: "javascript:alert(1)",
          },
          staff,
        )
      ).status,
    ).toBe(400);
    const shipped = await post(
      ship,
      {
        region: "sa",
        orderId: order.id,
        courier: "Aramex",
        trackingNumber: "34567890",
        trackingUrl: "https://www.aramex.com/track/34567890",
      },
      staff,
    );
    expect(shipped.status).toBe(200);
    expect(shipped.json.response.shipments).toEqual([
      expect.objectContaining({ courier: "Aramex", tracking_number: "34567890" }),
    ]);
    expect((await post(advance, { region: "sa", orderId: order.id, step: "cancelled" }, staff)).json).toMatchObject({
      code: "badTransition",
      current: "shipped",
    });
    expect((await post(advance, { region: "sa", orderId: order.id, step: "out_for_delivery" }, staff)).status).toBe(
      200,
    );
    expect((await post(advance, { region: "sa", orderId: order.id, step: "delivered" }, staff)).status).toBe(200);
    expect((await post(advance, { region: "sa", orderId: 999_999, step: "confirmed" }, staff)).status).toBe(404);

    const mails = await database.mails({ to: "steps@example.com", kind: "order-step" });
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/on its way/),
      expect.stringMatching(/arrives today/),
      expect.stringMatching(/delivered/),
    ]);
    expect(mails[0]!.text).toContain("Aramex");
    const link = /https?:\/\/\S+\/en-sa\/track-order\?order=\d+&exp=\d+&key=[\w-]+/.exec(mails[0]!.text)?.[0];
    expect(link).toBeDefined();
    const params = Object.fromEntries(new URL(link!).searchParams);
    const commerce = await getCommerce("sa");
    const opened = await trackByLink(commerce, params, "en");
    expect(opened?.timeline.map((s) => s.at !== null)).toEqual([true, false, true, true, true]);
    expect(await trackByLink(commerce, { ...params, key: `${params.key}x` }, "en")).toBeNull();
    expect(await trackByLink(commerce, { ...params, order: String(order.id + 1) }, "en")).toBeNull();
    expect(trackingPath(order, "ar-sa")).toMatch(/^\/ar-sa\/track-order\?order=/);

    const audit = await database.db
      .select()
      .from(t.staffAudit)
      .where(eq(t.staffAudit.target, `order:${order.id}`));
    expect(audit.map((a) => a.action)).toContain("order.ship");
  });
});
