import { describe, expect, it } from "vitest";
import {
  addDays,
  checkRequest,
  collectionDates,
  countryDate,
  isUnusualPattern,
  lastReturnDay,
  lineEligibility,
  type RuleOrder,
} from "./return-rules";

const ring = { id: 1, quantity: 2, productType: "rings", bundle: null };
const coin = { id: 2, quantity: 1, productType: "coins-bars", bundle: null };
const studs = { id: 3, quantity: 1, productType: "earrings", bundle: null };
const bundleA = { id: 4, quantity: 1, productType: "necklaces", bundle: "promo-7" };
const bundleB = { id: 5, quantity: 2, productType: "bracelets", bundle: "promo-7" };
// Delivered on 1 November 2026 at noon in Riyadh (09:00 UTC).
const delivered = new Date("2026-11-01T09:00:00Z");
const order: RuleOrder = { region: "sa", deliveredAt: delivered, lines: [ring, coin, studs, bundleA, bundleB] };
const none = new Map<number, number>();
const at = (iso: string) => new Date(iso);
const ok = { sealConfirmed: true };

describe("return window", () => {
  it.each([15, 30])("a %i-day window is open through its last day in the country and closed the day after", (days) => {
    const last = addDays("2026-11-01", days);
    expect(lastReturnDay(delivered, days, "sa")).toBe(last);
    // 23:59 on the last day in Riyadh (UTC+3) is still inside; 00:00 the next day is not.
    expect(lineEligibility(order, ring, none, days, at(`${last}T20:59:00Z`))).toEqual({ returnable: 2, refusal: null });
    expect(lineEligibility(order, ring, none, days, at(`${last}T21:00:00Z`))).toEqual({
      returnable: 0,
      refusal: "windowClosed",
    });
  });

  it("counts days in the country's calendar: a late-evening delivery in Dubai is already the next day there", () => {
    const lateUtc = new Date("2026-11-01T21:30:00Z"); // 01:30 on 2 November in Dubai (UTC+4), 00:30 in Riyadh, 23:30 in Cairo
    expect(lastReturnDay(lateUtc, 15, "ae")).toBe("2026-11-17");
    expect(lastReturnDay(lateUtc, 15, "sa")).toBe("2026-11-17");
    expect(lastReturnDay(lateUtc, 15, "eg")).toBe("2026-11-16");
  });

  it("nothing can be returned before delivery", () => {
    expect(lineEligibility({ ...order, deliveredAt: null }, ring, none, 15, at("2026-11-02T10:00:00Z")).refusal).toBe(
      "notDelivered",
    );
  });
});

describe("line rules", () => {
  const now = at("2026-11-05T10:00:00Z");
  it("gold coins and bars are never returnable", () => {
    expect(lineEligibility(order, coin, none, 30, now)).toEqual({ returnable: 0, refusal: "coinsBars" });
  });
  it("what is already in a return is not returnable twice", () => {
    expect(lineEligibility(order, ring, new Map([[1, 1]]), 15, now)).toEqual({ returnable: 1, refusal: null });
    expect(lineEligibility(order, ring, new Map([[1, 2]]), 15, now)).toEqual({
      returnable: 0,
      refusal: "alreadyReturned",
    });
  });
});

describe("a whole request", () => {
  const rules = { windowDays: 15, now: at("2026-11-05T10:00:00Z"), ...ok };
  it("accepts returnable lines in returnable quantities", () => {
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 2 }], none, rules)).toBeNull();
  });
  it("refuses no lines, unknown or repeated lines and quantities above what is left", () => {
    expect(checkRequest(order, [], none, rules)?.code).toBe("noLines");
    expect(checkRequest(order, [{ orderLineId: 99, quantity: 1 }], none, rules)?.code).toBe("unknownLine");
    expect(
      checkRequest(
        order,
        [
          { orderLineId: 1, quantity: 1 },
          { orderLineId: 1, quantity: 1 },
        ],
        none,
        rules,
      )?.code,
    ).toBe("unknownLine");
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 3 }], none, rules)).toEqual({
      code: "tooMany",
      lines: [1],
    });
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 0 }], none, rules)?.code).toBe("tooMany");
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 2 }], new Map([[1, 1]]), rules)?.code).toBe("tooMany");
  });
  it("refuses a second return of the same items", () => {
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 1 }], new Map([[1, 2]]), rules)).toEqual({
      code: "alreadyReturned",
      lines: [1],
    });
  });
  it("refuses coins and bars, naming the line", () => {
    expect(
      checkRequest(
        order,
        [
          { orderLineId: 1, quantity: 1 },
          { orderLineId: 2, quantity: 1 },
        ],
        none,
        rules,
      ),
    ).toEqual({ code: "coinsBars", lines: [2] });
  });
  it("returns a promotional bundle whole: every line, all of it, or none", () => {
    const whole = [
      { orderLineId: 4, quantity: 1 },
      { orderLineId: 5, quantity: 2 },
    ];
    expect(checkRequest(order, whole, none, rules)).toBeNull();
    expect(checkRequest(order, [{ orderLineId: 4, quantity: 1 }], none, rules)).toEqual({
      code: "bundleWhole",
      lines: [4, 5],
    });
    expect(
      checkRequest(
        order,
        [
          { orderLineId: 4, quantity: 1 },
          { orderLineId: 5, quantity: 1 },
        ],
        none,
        rules,
      )?.code,
    ).toBe("bundleWhole");
  });
  it("asks for the seal of pierced jewellery to be confirmed", () => {
    const studsOnly = [{ orderLineId: 3, quantity: 1 }];
    expect(checkRequest(order, studsOnly, none, { ...rules, sealConfirmed: false })).toEqual({
      code: "sealNotConfirmed",
      lines: [3],
    });
    expect(checkRequest(order, studsOnly, none, rules)).toBeNull();
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 1 }], none, { ...rules, sealConfirmed: false })).toBeNull();
  });
  it("closes with the window, per reading", () => {
    const day20 = at("2026-11-20T10:00:00Z");
    expect(checkRequest(order, [{ orderLineId: 1, quantity: 1 }], none, { ...rules, now: day20 })?.code).toBe(
      "windowClosed",
    );
    expect(
      checkRequest(order, [{ orderLineId: 1, quantity: 1 }], none, { ...rules, now: day20, windowDays: 30 }),
    ).toBeNull();
  });
});

describe("courier collection dates", () => {
  // Thursday 19 November 2026, 10:00 UTC.
  const thursday = at("2026-11-19T10:00:00Z");
  it("skips Friday and Saturday in sa and eg", () => {
    expect(collectionDates("sa", thursday)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(collectionDates("eg", thursday)).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
  });
  it("skips Saturday and Sunday in ae", () => {
    expect(collectionDates("ae", thursday)).toEqual([
      "2026-11-20",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
  });
  it("starts from tomorrow in the country's calendar", () => {
    // 22:00 UTC Thursday is already Friday in Riyadh: tomorrow there is Saturday, so Sunday is first.
    expect(collectionDates("sa", at("2026-11-19T22:00:00Z"), 1)).toEqual(["2026-11-22"]);
    expect(countryDate(at("2026-11-19T22:00:00Z"), "sa")).toBe("2026-11-20");
  });
});

describe("unusual return pattern", () => {
  it("flags the sixth return within the period when the limit is five", () => {
    expect(isUnusualPattern(4, { max: 5 })).toBe(false);
    expect(isUnusualPattern(5, { max: 5 })).toBe(true);
  });
});
