import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeTestDb } from "@/tests/support/route-harness";
import { desc, eq } from "drizzle-orm";
import { sellableProducts, setStock } from "@/lib/db/test-catalogue";
import * as t from "@/lib/db/schema";
import { createTestCustomer } from "@/lib/auth/test-customers";
import { createEmbeddedCommerce } from "@/lib/commerce/embedded";
import { callRoute, insertOrder } from "@/features/account/test-support";
import { STAFF_COOKIE } from "@/features/staff/auth";
import { RATE_LIMIT_TRIES } from "@/lib/auth/rate-limit";

/**
 * The staff area's routes against the embedded store on a throw-away database: who may act
 * (the token, an agent's session; never a shopper's), the look-up, any cart read-only, a copy
 * of it mailed as a guest-cart link, and an audit row for every action.
 */
const STAFF = vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-route-tests-0123456789";
  return process.env.STAFF_TOKEN;
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 40 });

const routes = {
  signIn: (await import("./sign-in/route")).POST,
  signOut: (await import("./sign-out/route")).POST,
  agents: (await import("./agents/route")).POST,
  lookup: (await import("./lookup/route")).POST,
  viewCart: (await import("./carts/view/route")).POST,
  sendCopy: (await import("./carts/send-copy/route")).POST,
  deliver: (await import("./orders/deliver/route")).POST,
  getCart: (await import("../cart/getCart/route")).POST,
};

const bearer = (handler: (r: Request) => Promise<Response>, body: unknown, token = STAFF, ip?: string) =>
  handler(
    new Request("http://localhost/api/staff", {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        ...(ip && { "x-forwarded-for": ip }),
      },
    }),
  );
const json = async (response: Response) => ({ status: response.status, json: await response.json() });
const staffCookie = (response: { headers: Headers }) =>
  `${STAFF_COOKIE}=${/lumina_staff=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")![1]}`;
const lastAudit = async () =>
  (await database.db.select().from(t.staffAudit).orderBy(desc(t.staffAudit.id)).limit(1))[0]!;

type Shopper = Awaited<ReturnType<typeof createTestCustomer>>;
let noura: Shopper;
let omar: Shopper;
let cartId: string;
let orderId: number;
let product: { id: number; variantId: number };

beforeAll(async () => {
  const handle = database.db;
  const row = (await sellableProducts(handle, "sa")).find((p) => p.variants === 1)!;
  product = { id: row.productId, variantId: row.variantId };
  await setStock(handle, "sa", product.variantId, 10);
  noura = await createTestCustomer(handle, "sa", { firstName: "Noura" });
  omar = await createTestCustomer(handle, "sa", { firstName: "Omar" });
  const commerce = await createEmbeddedCommerce("sa");
  cartId = (
    await commerce.createCart({
      lines: [{ product_id: product.id, quantity: 2 }],
      customerId: noura.customer.entityId,
      locale: "ar-sa",
    })
  ).id;
  await commerce.setAttributes(noura.customer.entityId, [{ attribute_id: 7, value: cartId }]);
  orderId = await insertOrder(handle, { customerId: noura.customer.entityId, email: noura.customer.email });
});

describe("who may act", () => {
  it("refuses a shopper's session (401, nothing audited) and a wrong token (401, audited without the token)", async () => {
    const before = await lastAudit().catch(() => null);
    expect(
      (await callRoute(routes.lookup, { region: "sa", query: noura.customer.email }, { cookie: noura.cookie })).status,
    ).toBe(401);
    expect((await lastAudit().catch(() => null))?.id).toBe(before?.id);
    expect(
      (
        await bearer(
          routes.lookup,
          { region: "sa", query: noura.customer.email },
          "not-the-staff-token-0123456789",
          "192.0.2.77",
        )
      ).status,
    ).toBe(401);
    const refused = await lastAudit();
    expect(refused).toMatchObject({
      actor: "anonymous",
      action: "staff.token-refused",
      detail: { status: 401, address: "192.0.2.77" },
    });
    expect(JSON.stringify(refused)).not.toContain("not-the-staff-token");
  });

  it("throttles and audits wrong bearer tokens per address; a locked address waits, right token or not", async () => {
    const ip = "203.0.113.66";
    const wrong = () =>
      bearer(routes.lookup, { region: "sa", query: noura.customer.email }, `guess-${Math.random()}-0123456789`, ip);
    const audited = async () =>
      (await database.db.select().from(t.staffAudit).where(eq(t.staffAudit.action, "staff.token-refused"))).filter(
        (row) => row.detail.address === ip,
      );
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) expect((await wrong()).status).toBe(401);
    const locked = await wrong();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await locked.json()).code).toBe("tooManyAttempts");
    expect((await bearer(routes.lookup, { region: "sa", query: noura.customer.email }, STAFF, ip)).status).toBe(429);
    expect(await audited()).toHaveLength(RATE_LIMIT_TRIES);
    // The operator's scripts elsewhere go on working.
    expect(
      (await bearer(routes.lookup, { region: "sa", query: noura.customer.email }, STAFF, "198.51.100.3")).status,
    ).toBe(200);
  });

  it("locks an agent's account however its address is typed", async () => {
    const made = await json(await bearer(routes.agents, { email: "rana@lumina.example", name: "Rana" }));
    expect(made.status).toBe(201);
    for (let i = 0; i < RATE_LIMIT_TRIES; i++) {
      expect(
        (
          await callRoute(routes.signIn, {
            email: i % 2 ? "rana@lumina.example" : "Rana@Lumina.Example",
            password: "wrong-password",
          })
        ).status,
      ).toBe(401);
    }
    // A browser that never signed in as her, with the right password and the address in capitals: still locked.
    expect(
      (await callRoute(routes.signIn, { email: "RANA@LUMINA.EXAMPLE", password: made.json.response.password })).status,
    ).toBe(429);
    expect(
      (await callRoute(routes.signIn, { email: " rana@lumina.example", password: made.json.response.password })).status,
    ).toBe(429);
  });

  it("lets the operator make an agent, who signs in with her own password; agents cannot make agents", async () => {
    const made = await json(await bearer(routes.agents, { email: "Huda@Lumina.example", name: "Huda" }));
    expect(made.status).toBe(201);
    expect((await bearer(routes.agents, { email: "huda@lumina.example", name: "Huda 2" })).status).toBe(409);
    expect((await callRoute(routes.signIn, { email: "huda@lumina.example", password: "wrong-password" })).status).toBe(
      401,
    );
    const signedIn = await callRoute(routes.signIn, {
      email: "huda@lumina.example",
      password: made.json.response.password,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Strict/);
    const cookie = staffCookie(signedIn);
    expect((await callRoute(routes.lookup, { region: "sa", query: noura.customer.email }, { cookie })).status).toBe(
      200,
    );
    expect((await lastAudit()).actor).toMatch(/^agent:\d+ Huda$/);
    expect((await callRoute(routes.agents, { email: "x@lumina.example", name: "X" }, { cookie })).status).toBe(403);
    expect(await lastAudit()).toMatchObject({
      actor: expect.stringMatching(/^agent:\d+ Huda$/),
      action: "agent.create",
      target: "x@lumina.example",
      detail: { status: 403 },
    });
    // A staff session is no shopper: it opens no customer's cart.
    expect((await callRoute(routes.getCart, { cartId, region: "sa" }, { cookie })).status).toBe(403);
    await callRoute(routes.signOut, {}, { cookie });
    expect((await callRoute(routes.lookup, { region: "sa", query: noura.customer.email }, { cookie })).status).toBe(
      401,
    );
  });

  it("signs the operator in with the token too", async () => {
    const signedIn = await callRoute(routes.signIn, { token: STAFF });
    expect(signedIn.status).toBe(200);
    expect(
      (await callRoute(routes.lookup, { region: "sa", query: noura.customer.email }, { cookie: staffCookie(signedIn) }))
        .status,
    ).toBe(200);
    expect((await callRoute(routes.signIn, { token: "nope" })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({
      actor: "anonymous",
      action: "staff.sign-in-refused",
      target: "staff-token",
    });
  });
});

describe("look-up", () => {
  it("finds a shopper by e-mail (any case) with her orders, returns and current bag; audited", async () => {
    const found = await json(await bearer(routes.lookup, { region: "sa", query: noura.customer.email.toUpperCase() }));
    expect(found.status).toBe(200);
    expect(found.json.response.customer).toMatchObject({
      entityId: noura.customer.entityId,
      firstName: "Noura",
      flagged: false,
    });
    expect(found.json.response.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(found.json.response.cartId).toBe(cartId);
    expect(await lastAudit()).toMatchObject({
      actor: "token",
      action: "customer.lookup",
      region: "sa",
      target: noura.customer.email.toUpperCase(),
      detail: { status: 200 },
    });
  });

  it("finds her by the order number she quotes, and nobody in another country's store", async () => {
    const byNumber = await json(await bearer(routes.lookup, { region: "sa", query: `KSA-${100000 + orderId}` }));
    expect(byNumber.json.response.customer.entityId).toBe(noura.customer.entityId);
    expect(
      (await json(await bearer(routes.lookup, { region: "sa", query: String(orderId) }))).json.response.customer
        .entityId,
    ).toBe(noura.customer.entityId);
    expect((await bearer(routes.lookup, { region: "ae", query: noura.customer.email })).status).toBe(404);
    expect((await bearer(routes.lookup, { region: "sa", query: "nobody@example.com" })).status).toBe(404);
    expect((await bearer(routes.lookup, { region: "sa", query: "" })).status).toBe(400);
  });
});

describe("carts", () => {
  it("opens a customer's cart read-only for staff (the shopper route still refuses anyone else)", async () => {
    expect((await callRoute(routes.getCart, { cartId, region: "sa" }, { cookie: omar.cookie })).status).toBe(403);
    const seen = await json(await bearer(routes.viewCart, { region: "sa", cartId, locale: "ar-sa" }));
    expect(seen.status).toBe(200);
    expect(seen.json.response).toMatchObject({ id: cartId, totalCount: 2 });
    expect(seen.json.response.line_items.physical_items[0]).toMatchObject({
      product_id: product.id,
      quantity: 2,
      hasStock: true,
    });
    expect(await lastAudit()).toMatchObject({ action: "cart.view", target: `cart:${cartId}` });
    expect((await bearer(routes.viewCart, { region: "ae", cartId })).status).toBe(404);
  });

  it("mails the shopper a link to a guest copy, in her language; the copy opens for anyone who has the link", async () => {
    const sent = await json(
      await bearer(routes.sendCopy, { region: "sa", cartId, locale: "ar-sa", email: "someone-else@example.com" }),
    );
    expect(sent.status).toBe(201);
    expect(sent.json.response.to).toBe(noura.customer.email);
    const copyId = sent.json.response.copyId;
    expect(copyId).not.toBe(cartId);
    const mail = await database.lastMail({ to: noura.customer.email });
    expect(mail).toMatchObject({ kind: "cart-copy", locale: "ar-sa" });
    expect(mail!.text).toContain(`/ar-sa/cart?cartId=${copyId}`);
    expect(mail!.text).toContain("مرحباً Noura");
    const opened = await callRoute(routes.getCart, { cartId: copyId, region: "sa" }, { cookie: omar.cookie });
    expect(opened.json.response.line_items.physical_items[0]).toMatchObject({ product_id: product.id, quantity: 2 });
    expect(await lastAudit()).toMatchObject({ action: "cart.send-copy", detail: { status: 201 } });
  });

  it("needs an address for a guest's cart, and refuses an unknown one", async () => {
    const guestCart = await (
      await createEmbeddedCommerce("sa")
    ).createCart({ lines: [{ product_id: product.id, quantity: 1 }], customerId: 0, locale: "en-sa" });
    const missing = await json(await bearer(routes.sendCopy, { region: "sa", cartId: guestCart.id, locale: "en-sa" }));
    expect(missing).toMatchObject({ status: 400, json: { code: "noAddress" } });
    expect(
      (
        await bearer(routes.sendCopy, {
          region: "sa",
          cartId: guestCart.id,
          locale: "en-sa",
          email: "guest@example.com",
        })
      ).status,
    ).toBe(201);
    expect(
      (await bearer(routes.sendCopy, { region: "sa", cartId: "00000000-0000-4000-8000-000000000000", locale: "en-sa" }))
        .status,
    ).toBe(404);
  });
});

describe("orders", () => {
  it("marks an order delivered, audited with who did it", async () => {
    expect((await bearer(routes.deliver, { region: "sa", orderId })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      actor: "token",
      action: "order.deliver",
      target: `order:${orderId}`,
      detail: { status: 200 },
    });
  });
});
