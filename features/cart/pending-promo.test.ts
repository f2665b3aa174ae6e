import { describe, expect, it } from "vitest";
import { cart, line } from "./test-support";
import { toClientCart } from "./totals";
import {
  dropPending,
  keepPending,
  linesSignature,
  PENDING_PROMO_DAYS,
  promoParam,
  readPending,
  shouldTry,
} from "./pending-promo";
import { refusalText } from "./promo-text";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe("a marketing link's promotion code", () => {
  it("is read from ?promo=, normalised, and taken out of the address with nothing else", () => {
    expect(promoParam("?promo=welcome10&utm_source=mail")).toEqual({ code: "WELCOME10", rest: "?utm_source=mail" });
    expect(promoParam("?promo=%20save100%20")).toEqual({ code: "SAVE100", rest: "" });
    expect(promoParam("?promo=<script>")).toEqual({ code: null, rest: "" });
    expect(promoParam("?q=ring")).toEqual({ code: null, rest: "?q=ring" });
  });

  it("is kept for its country and a week, and dropped on demand", () => {
    const storage = memory();
    const now = Date.now();
    keepPending(storage, { code: "WELCOME10", region: "sa", at: now });
    expect(readPending(storage, "sa", now)?.code).toBe("WELCOME10");
    expect(readPending(storage, "ae", now)).toBeNull();
    expect(readPending(storage, "sa", now + (PENDING_PROMO_DAYS + 1) * 86_400_000)).toBeNull();
    storage.setItem("lumina_promo", "{not json");
    expect(readPending(storage, "sa", now)).toBeNull();
    keepPending(storage, { code: "WELCOME10", region: "sa", at: now });
    dropPending(storage);
    expect(readPending(storage, "sa", now)).toBeNull();
  });

  it("is tried on a bag with pieces that lacks it, and again only once the bag's lines change after a refusal", () => {
    const bag = toClientCart(cart([line()]), "sa");
    const pending = { code: "SAVE100", region: "sa" as const, at: Date.now() };
    expect(shouldTry(pending, null)).toBe(false);
    expect(shouldTry(pending, toClientCart(cart([]), "sa"))).toBe(false);
    expect(shouldTry(pending, bag)).toBe(true);
    expect(shouldTry({ ...pending, triedOn: linesSignature(bag) }, bag)).toBe(false);
    const more = toClientCart(cart([line({ quantity: 2 })]), "sa");
    expect(shouldTry({ ...pending, triedOn: linesSignature(bag) }, more)).toBe(true);
    const applied = toClientCart(cart([line()], { coupons: [{ code: "SAVE100", discounted_amount: 100 }] }), "sa");
    expect(shouldTry(pending, applied)).toBe(false);
  });
});

describe("a refusal's words", () => {
  const money = (n: number) => `SAR ${n}`;
  const day = (iso: string) => iso.slice(0, 10);
  it("say what the shopper can act on when the store says it, and the plain reason otherwise", () => {
    expect(refusalText("SAVE100", { reason: "minimumSpend", missing: 250.5 }, money, day)).toEqual({
      key: "cart.promo.refused.minimumSpend",
      values: { code: "SAVE100", amount: "SAR 250.5" },
    });
    expect(refusalText("SAVE100", { reason: "minimumSpend" }, money, day).key).toBe(
      "cart.promo.refused.minimumNotReached",
    );
    expect(refusalText("SOON", { reason: "notStarted", startsAt: "2026-12-01T00:00:00.000Z" }, money, day)).toEqual({
      key: "cart.promo.refused.notStarted",
      values: { code: "SOON", date: "2026-12-01" },
    });
    expect(refusalText("SOON", { reason: "notStarted" }, money, day).key).toBe("cart.promo.refused.notActive");
    for (const reason of [
      "unknown",
      "otherCountry",
      "expired",
      "usedUp",
      "alreadyUsed",
      "notForThesePieces",
    ] as const) {
      expect(refusalText("X1Y", { reason }, money, day)).toEqual({
        key: `cart.promo.refused.${reason}`,
        values: { code: "X1Y" },
      });
    }
  });
});

describe("every refusal", () => {
  it("has its words in English and Arabic", async () => {
    const reasons = [
      "unknown",
      "otherCountry",
      "notStarted",
      "notActive",
      "expired",
      "usedUp",
      "alreadyUsed",
      "notForThesePieces",
      "minimumSpend",
      "minimumNotReached",
    ];
    for (const lang of ["en", "ar"]) {
      const texts = (await import(`@/locales/${lang}/common.json`)).default as {
        cart: { promo: { refused: Record<string, string> } };
      };
      for (const reason of reasons)
        expect(texts.cart.promo.refused[reason], `${lang} ${reason}`).toMatch(/\{\{code\}\}/);
    }
  });
});
