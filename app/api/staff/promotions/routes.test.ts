import { describe, expect, it, vi } from "vitest";
import { desc, eq } from "drizzle-orm";
import { routeTestDb } from "@/tests/support/route-harness";
import * as t from "@/lib/db/schema";
import { sellableProducts } from "@/lib/db/test-catalogue";
import { callRoute } from "@/features/account/test-support";

/**
 * Staff's promotion-code routes against the embedded store on a throw-away database: a code
 * created (and its terms checked), refused when the country has it already, paused (shoppers are
 * then told it is not active) and resumed; strangers refused; every answer to staff audited.
 */
const STAFF = vi.hoisted(() => {
  process.env.STAFF_TOKEN = "staff-token-for-promotion-tests-0123456789";
  return process.env.STAFF_TOKEN;
});
vi.mock("@/lib/db/client", async (original) => (await import("@/tests/support/route-harness")).testDbClient(original));
vi.mock("@/features/monitoring/report-error", async () =>
  (await import("@/tests/support/route-harness")).spyReporter(),
);
const database = routeTestDb({ products: 40 });

const routes = {
  create: (await import("./create/route")).POST,
  pause: (await import("./pause/route")).POST,
  addPromo: (await import("../../cart/addPromo/route")).POST,
};
const { getCommerce } = await import("@/lib/commerce/provider");
const { quotePromotion } = await import("@/lib/commerce/embedded/promotions");

const bearer = async (handler: (r: Request) => Promise<Response>, body: unknown) => {
  const response = await handler(
    new Request("http://localhost/api/staff/promotions", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", authorization: `Bearer ${STAFF}` },
    }),
  );
  return { status: response.status, json: await response.json() };
};
const lastAudit = async () =>
  (await database.db.select().from(t.staffAudit).orderBy(desc(t.staffAudit.id)).limit(1))[0];
const auditCount = async () => (await database.db.select({ id: t.staffAudit.id }).from(t.staffAudit)).length;

const SPRING = {
  region: "sa",
  code: "spring-25",
  kind: "percent",
  amount: 25,
  minSubtotal: 300,
  brandKey: "main",
  maxUses: 100,
  maxUsesPerCustomer: 1,
};

describe("creating a code", () => {
  it("writes it upper-case with its terms (201), listed first, and audits it", async () => {
    const made = await bearer(routes.create, {
      ...SPRING,
      startsAt: "2020-01-01T00:00:00Z",
      endsAt: "2099-12-31T21:00:00.000+03:00",
    });
    expect(made.status).toBe(201);
    expect(made.json.response).toMatchObject({
      code: "SPRING-25",
      kind: "percent",
      amount: 25,
      minSubtotal: 300,
      brandKey: "main",
      categoryId: null,
      startsAt: "2020-01-01T00:00:00.000Z",
      endsAt: "2099-12-31T18:00:00.000Z",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      uses: 0,
      paused: false,
      status: "active",
    });
    expect(await lastAudit()).toMatchObject({
      actor: "token",
      action: "promotion.create",
      region: "sa",
      target: "promotion:SPRING-25",
      detail: { status: 201 },
    });
    const listed = await (await getCommerce("sa")).promotions!.listPromotions();
    expect(listed[0]!.code).toBe("SPRING-25");
    expect(listed.map((p) => p.code)).toEqual(expect.arrayContaining(["WELCOME10", "EXPIRED"]));
    expect(listed.find((p) => p.code === "EXPIRED")!.status).toBe("ended");
    expect(listed.some((p) => p.code === "SAVE500")).toBe(false);
  });

  it("refuses a code the country has already, in any case (409 codeTaken, audited); another country may have it", async () => {
    const taken = await bearer(routes.create, { ...SPRING, code: " Spring-25 " });
    expect(taken).toMatchObject({ status: 409, json: { code: "codeTaken" } });
    expect(await lastAudit()).toMatchObject({
      action: "promotion.create",
      target: "promotion:SPRING-25",
      detail: { status: 409 },
    });
    expect((await bearer(routes.create, { ...SPRING, region: "ae" })).status).toBe(201);
  });

  it("refuses bad terms with a 400 naming the field", async () => {
    const refused = async (body: object, field: RegExp) => {
      const answer = await bearer(routes.create, { ...SPRING, code: "BAD-TERMS", ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.error, JSON.stringify(body)).toMatch(field);
    };
    await refused({ code: "no" }, /code: must be 3 to 32 letters/);
    await refused({ code: "DROP TABLE;" }, /code: /);
    await refused({ kind: "half" }, /kind: must be percent or fixed/);
    await refused({ amount: 0 }, /amount: must be more than 0/);
    await refused({ amount: "10" }, /amount: must be a number/);
    await refused({ amount: 101 }, /amount: must be at most 100 for a percentage/);
    await refused({ kind: "fixed", amount: 10.005 }, /amount: must have at most 2 decimals/);
    await refused({ minSubtotal: -1 }, /minSubtotal: must be 0 or more/);
    await refused({ brandKey: "gucci" }, /brandKey: must be one of main, missl/);
    await refused({ region: "ae", brandKey: "atelier" }, /brandKey: is not sold in this country/);
    await refused({ categoryId: 1.5 }, /categoryId: must be a category id/);
    await refused({ startsAt: "tomorrow" }, /startsAt: must be a date and time/);
    await refused(
      { startsAt: "2030-02-01T00:00:00Z", endsAt: "2030-01-01T00:00:00Z" },
      /endsAt: must be after startsAt/,
    );
    await refused(
      { startsAt: "2030-02-01T00:00:00Z", endsAt: "2030-02-01T00:00:00Z" },
      /endsAt: must be after startsAt/,
    );
    await refused({ maxUses: 0 }, /maxUses: must be at least 1/);
    await refused({ maxUsesPerCustomer: 1.5 }, /maxUsesPerCustomer: must be a whole number/);
    // A fixed amount may pass 100.
    expect((await bearer(routes.create, { ...SPRING, code: "FIXED-150", kind: "fixed", amount: 150 })).status).toBe(
      201,
    );
  });

  it("refuses a category the catalogue does not have (400, audited) and takes one it has", async () => {
    const before = await auditCount();
    const unknown = await bearer(routes.create, { ...SPRING, code: "NO-SUCH-CAT", categoryId: 999_999 });
    expect(unknown).toMatchObject({ status: 400, json: { code: "unknownCategory" } });
    expect(unknown.json.error).toMatch(/categoryId/);
    expect(await lastAudit()).toMatchObject({
      action: "promotion.create",
      target: "promotion:NO-SUCH-CAT",
      detail: { status: 400 },
    });
    expect(await auditCount()).toBe(before + 1);
    const [rings] = await database.db.select().from(t.categories).where(eq(t.categories.slug, "rings"));
    const made = await bearer(routes.create, {
      ...SPRING,
      code: "RINGS-5",
      kind: "fixed",
      amount: 5,
      categoryId: rings!.id,
    });
    expect(made).toMatchObject({ status: 201, json: { response: { categoryId: rings!.id } } });
  });

  it("lists a code whose start is ahead as scheduled", async () => {
    const made = await bearer(routes.create, {
      region: "sa",
      code: "LATER",
      kind: "fixed",
      amount: 50,
      startsAt: "2099-01-01T00:00:00Z",
    });
    expect(made.json.response.status).toBe("scheduled");
  });
});

describe("pausing a code", () => {
  it("pauses it: a shopper is told it is not active, then it works again once resumed; each audited", async () => {
    const made = await bearer(routes.create, { region: "sa", code: "PAUSE-ME", kind: "percent", amount: 10 });
    expect(made.status).toBe(201);
    const product = (await sellableProducts(database.db, "sa")).find((p) => p.variants === 1)!;
    const commerce = await getCommerce("sa");
    const cart = await commerce.createCart({
      lines: [{ product_id: product.productId, quantity: 1 }],
      customerId: 0,
      locale: "en-sa",
    });
    const quote = () =>
      quotePromotion(database.db, {
        region: "sa",
        code: "pause-me",
        lines: [{ productId: product.productId, lineTotal: 500 }],
        shopper: { customerId: 0 },
      });
    const apply = () =>
      callRoute(routes.addPromo, { cartId: cart.id, region: "sa", locale: "en-sa", code: "pause-me" });

    const paused = await bearer(routes.pause, { region: "sa", code: "pause-me", paused: true });
    expect(paused).toMatchObject({
      status: 200,
      json: { response: { code: "PAUSE-ME", paused: true, status: "paused" } },
    });
    expect(await lastAudit()).toMatchObject({
      actor: "token",
      action: "promotion.pause",
      region: "sa",
      target: "promotion:PAUSE-ME",
      detail: { status: 200, paused: true },
    });
    expect(await quote()).toEqual({ ok: false, refusal: { reason: "expired" } });
    expect(await apply()).toMatchObject({
      status: 422,
      json: { code: "promoRefused", refusal: { reason: "expired" } },
    });

    const resumed = await bearer(routes.pause, { region: "sa", code: "PAUSE-ME", paused: false });
    expect(resumed).toMatchObject({ status: 200, json: { response: { paused: false, status: "active" } } });
    expect(await lastAudit()).toMatchObject({
      action: "promotion.pause",
      target: "promotion:PAUSE-ME",
      detail: { status: 200, paused: false },
    });
    expect((await quote()).ok).toBe(true);
    const applied = await apply();
    expect(applied.status).toBe(200);
    expect(applied.json.response.coupons[0].code).toBe("PAUSE-ME");
  });

  it("answers 404 for a code the country does not have (audited), another country's included", async () => {
    expect(await bearer(routes.pause, { region: "sa", code: "NOBODY", paused: true })).toMatchObject({
      status: 404,
      json: { code: "notFound" },
    });
    expect(await lastAudit()).toMatchObject({
      action: "promotion.pause",
      target: "promotion:NOBODY",
      detail: { status: 404, paused: true },
    });
    expect((await bearer(routes.pause, { region: "eg", code: "SAVE100", paused: true })).status).toBe(404);
    expect((await bearer(routes.pause, { region: "sa", code: "SAVE100", paused: "yes" })).json.error).toMatch(
      /paused: must be true or false/,
    );
  });
});

describe("who may act", () => {
  it("refuses a request without staff credentials (401, before the body is read; nothing written)", async () => {
    const before = await auditCount();
    expect((await callRoute(routes.create, { ...SPRING, code: "STRANGER" })).status).toBe(401);
    expect((await callRoute(routes.pause, { region: "sa", code: "WELCOME10", paused: true })).status).toBe(401);
    expect(await auditCount()).toBe(before);
    const rows = await database.db.select().from(t.promotions).where(eq(t.promotions.code, "STRANGER"));
    expect(rows).toHaveLength(0);
    const [welcome] = await database.db.select().from(t.promotions).where(eq(t.promotions.code, "WELCOME10")).limit(1);
    expect(welcome!.paused).toBe(false);
  });

  it("says so when the country's store keeps its codes itself (404 promotionsHosted, audited)", async () => {
    const store = (await getCommerce("eg")) as { promotions?: unknown };
    const admin = store.promotions;
    delete store.promotions;
    try {
      expect(await bearer(routes.create, { ...SPRING, region: "eg" })).toMatchObject({
        status: 404,
        json: { code: "promotionsHosted" },
      });
      expect(await bearer(routes.pause, { region: "eg", code: "SAVE500", paused: true })).toMatchObject({
        status: 404,
        json: { code: "promotionsHosted" },
      });
      expect(await lastAudit()).toMatchObject({ action: "promotion.pause", region: "eg", detail: { status: 404 } });
    } finally {
      store.promotions = admin;
    }
  });
});
