import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { openTestDb } from "@/lib/db/test-db";
import { seedDatabase } from "@/lib/db/seed";
import * as t from "@/lib/db/schema";
import { normalizeCode } from "../promotion-types";
import { claimPromotion, quotePromotion, type PromotionLine } from "./promotions";

/** The promotion engine on a real, throw-away database (PGlite, or PostgreSQL in CI). */
let handle: Awaited<ReturnType<typeof openTestDb>>;
let missl: number;
let main: number;
let parentCategory: number;
let child: number;

const guest = { customerId: 0, email: "Noura@Example.com" };
const line = (productId: number, lineTotal: number): PromotionLine => ({ productId, lineTotal });

async function promotion(values: Partial<typeof t.promotions.$inferInsert> & { code: string }) {
  const [row] = await handle.db
    .insert(t.promotions)
    .values({ region: "sa", kind: "percent", amount: 10, ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  handle = await openTestDb();
  await seedDatabase(handle.db, { products: 60, force: true });
  const products = await handle.db.select({ id: t.products.id, brandKey: t.products.brandKey }).from(t.products);
  missl = products.find((p) => p.brandKey === "missl")!.id;
  main = products.find((p) => p.brandKey !== "missl" && p.brandKey !== "atelier")!.id;
  // A piece in a sub-category (18K gold under gold, say), its row of the parent category removed:
  // the scope must reach it through the tree.
  const [member] = await handle.db
    .select({ productId: t.productCategories.productId, parentId: t.categories.parentId })
    .from(t.productCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.productCategories.categoryId))
    .where(isNotNull(t.categories.parentId))
    .limit(1);
  parentCategory = member!.parentId!;
  child = member!.productId;
  await handle.db
    .delete(t.productCategories)
    .where(and(eq(t.productCategories.productId, child), eq(t.productCategories.categoryId, parentCategory)));
});
beforeEach(async () => {
  await handle.db.delete(t.promotionUses);
  await handle.db.delete(t.promotions);
});
afterAll(() => handle?.close());

describe("promotion codes", () => {
  it("reads a code in any case and refuses what cannot be one", () => {
    expect(normalizeCode("  welcome10 ")).toBe("WELCOME10");
    expect(normalizeCode("a")).toBeNull();
    expect(normalizeCode("DROP TABLE;")).toBeNull();
  });

  it("takes a percentage off the pieces in scope, or a fixed amount never above their total", async () => {
    await promotion({ code: "TEN", kind: "percent", amount: 10 });
    await promotion({ code: "FIFTY", kind: "fixed", amount: 50 });
    const lines = [line(main, 300), line(missl, 120.5)];
    expect(await quotePromotion(handle.db, { region: "sa", code: "ten", lines, shopper: guest })).toMatchObject({
      ok: true,
      quote: { code: "TEN", eligibleSubtotal: 420.5, discount: 42.05 },
    });
    expect(
      await quotePromotion(handle.db, { region: "sa", code: "FIFTY", lines: [line(missl, 30)], shopper: guest }),
    ).toMatchObject({ ok: true, quote: { discount: 30 } });
  });

  it("says why a code is refused: unknown, another country's, not started, ended or paused", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    await promotion({ code: "UAEONLY", region: "ae" });
    await promotion({ code: "SOON", startsAt: new Date("2026-12-01T00:00:00Z") });
    await promotion({ code: "GONE", endsAt: new Date("2026-11-01T00:00:00Z") });
    await promotion({ code: "HELD", paused: true });
    const ask = (code: string) =>
      quotePromotion(handle.db, { region: "sa", code, lines: [line(main, 100)], shopper: guest, now });
    expect(await ask("NOSUCH")).toEqual({ ok: false, refusal: { reason: "unknown" } });
    expect(await ask("UAEONLY")).toEqual({ ok: false, refusal: { reason: "otherCountry" } });
    expect(await ask("SOON")).toEqual({
      ok: false,
      refusal: { reason: "notStarted", startsAt: "2026-12-01T00:00:00.000Z" },
    });
    expect(await ask("GONE")).toEqual({ ok: false, refusal: { reason: "expired" } });
    expect(await ask("HELD")).toEqual({ ok: false, refusal: { reason: "expired" } });
  });

  it("applies a brand's code to its pieces only, and a category's to its sub-categories' pieces", async () => {
    await promotion({ code: "MISSL15", amount: 15, brandKey: "missl" });
    await promotion({ code: "PARENT", categoryId: parentCategory });
    expect(
      await quotePromotion(handle.db, { region: "sa", code: "MISSL15", lines: [line(main, 100)], shopper: guest }),
    ).toEqual({ ok: false, refusal: { reason: "notForThesePieces" } });
    expect(
      await quotePromotion(handle.db, {
        region: "sa",
        code: "MISSL15",
        lines: [line(main, 100), line(missl, 200)],
        shopper: guest,
      }),
    ).toMatchObject({ ok: true, quote: { eligibleSubtotal: 200, discount: 30 } });
    expect(
      await quotePromotion(handle.db, { region: "sa", code: "PARENT", lines: [line(child, 80)], shopper: guest }),
    ).toMatchObject({ ok: true, quote: { eligibleSubtotal: 80 } });
  });

  it("says how much is missing below the minimum spend", async () => {
    await promotion({ code: "SPEND500", minSubtotal: 500 });
    expect(
      await quotePromotion(handle.db, { region: "sa", code: "SPEND500", lines: [line(main, 320.25)], shopper: guest }),
    ).toEqual({ ok: false, refusal: { reason: "minimumSpend", missing: 179.75 } });
  });

  it("counts uses per customer (account, or e-mail for a guest) and in all", async () => {
    const once = await promotion({ code: "ONCE", maxUsesPerCustomer: 1 });
    const lines = [line(main, 100)];
    await handle.db.transaction((tx) =>
      claimPromotion(tx, { region: "sa", code: "ONCE", lines, shopper: guest, orderId: 1 }),
    );
    expect(
      await quotePromotion(handle.db, {
        region: "sa",
        code: "ONCE",
        lines,
        shopper: { customerId: 0, email: "noura@example.com" },
      }),
    ).toEqual({ ok: false, refusal: { reason: "alreadyUsed" } });
    expect(
      await quotePromotion(handle.db, {
        region: "sa",
        code: "ONCE",
        lines,
        shopper: { customerId: 0, email: "huda@example.com" },
      }),
    ).toMatchObject({ ok: true });
    await promotion({ code: "LAST", maxUses: 1, uses: 1 });
    expect(await quotePromotion(handle.db, { region: "sa", code: "LAST", lines, shopper: guest })).toEqual({
      ok: false,
      refusal: { reason: "usedUp" },
    });
    const [row] = await handle.db.select().from(t.promotions).where(eq(t.promotions.id, once.id));
    expect(row!.uses).toBe(1);
  });

  it("gives the last use to exactly one of two orders placed at once", async () => {
    const last = await promotion({ code: "LASTONE", maxUses: 3, uses: 2 });
    const shoppers = ["a@example.com", "b@example.com", "c@example.com", "d@example.com"];
    const outcomes = await Promise.all(
      shoppers.map((email, i) =>
        handle.db.transaction((tx) =>
          claimPromotion(tx, {
            region: "sa",
            code: "LASTONE",
            lines: [line(main, 100)],
            shopper: { customerId: 0, email },
            orderId: 100 + i,
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.refusal.reason)).toEqual(["usedUp", "usedUp", "usedUp"]);
    const [row] = await handle.db.select().from(t.promotions).where(eq(t.promotions.id, last.id));
    expect(row!.uses).toBe(3);
    expect(
      await handle.db
        .select()
        .from(t.promotionUses)
        .where(inArray(t.promotionUses.promotionId, [last.id])),
    ).toHaveLength(1);
  });
});
