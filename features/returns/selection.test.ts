import { describe, expect, it } from "vitest";
import { line, returnableOrder } from "./flow-test-support";
import {
  blockedReasons,
  canReturnAny,
  chosenPierced,
  lineBlock,
  pieceCount,
  pruneSelection,
  refundEstimate,
  requestedLines,
  sealsConfirmed,
  selectLine,
  setLineQuantity,
} from "./selection";

describe("choosing pieces to return", () => {
  it("ticks a line with all that is left of it, and clears it", () => {
    const order = returnableOrder([line(1, { quantity: 3, returnable: 2 }), line(2)]);
    const chosen = selectLine(order, {}, 1, true);
    expect(chosen).toEqual({ 1: 2 });
    expect(selectLine(order, chosen, 1, false)).toEqual({});
  });

  it("keeps a quantity she set when the line is ticked again", () => {
    const order = returnableOrder([line(1, { quantity: 3, returnable: 3 })]);
    expect(selectLine(order, { 1: 1 }, 1, true)).toEqual({ 1: 1 });
  });

  it("never changes a line that cannot go back (coins and bars, already returned, unknown)", () => {
    const order = returnableOrder([
      line(1, { returnable: 0, refusal: "coinsBars" }),
      line(2, { returnable: 0, refusal: "alreadyReturned" }),
    ]);
    expect(selectLine(order, {}, 1, true)).toEqual({});
    expect(selectLine(order, {}, 2, true)).toEqual({});
    expect(selectLine(order, {}, 99, true)).toEqual({});
  });

  it("picks and clears a promotional bundle whole, each line with all its quantity", () => {
    const order = returnableOrder([
      line(1, { bundle: "b1", quantity: 2, returnable: 2 }),
      line(2, { bundle: "b1" }),
      line(3),
    ]);
    const chosen = selectLine(order, {}, 2, true);
    expect(chosen).toEqual({ 1: 2, 2: 1 });
    expect(selectLine(order, { ...chosen, 3: 1 }, 1, false)).toEqual({ 3: 1 });
  });

  it("blocks a bundle that can no longer go back whole, saying why", () => {
    const order = returnableOrder([line(1, { bundle: "b1", quantity: 2, returnable: 1 }), line(2, { bundle: "b1" })]);
    expect(lineBlock(order, order.lines[1]!)).toBe("bundleWhole");
    expect(selectLine(order, {}, 2, true)).toEqual({});
    expect(canReturnAny(order)).toBe(false);
  });

  it("bounds a quantity between 1 and what is left, and leaves bundles and unticked lines alone", () => {
    const order = returnableOrder([
      line(1, { quantity: 4, returnable: 3 }),
      line(2, { bundle: "b", quantity: 2, returnable: 2 }),
    ]);
    expect(setLineQuantity(order, { 1: 1 }, 1, 5)).toEqual({ 1: 3 });
    expect(setLineQuantity(order, { 1: 2 }, 1, 0)).toEqual({ 1: 1 });
    expect(setLineQuantity(order, { 1: 2 }, 1, Number.NaN)).toEqual({ 1: 2 });
    expect(setLineQuantity(order, {}, 1, 2)).toEqual({});
    expect(setLineQuantity(order, { 2: 2 }, 2, 1)).toEqual({ 2: 2 });
  });
});

describe("the selection against the order as it is now", () => {
  it("drops lines that became blocked and clamps quantities to what is left", () => {
    const order = returnableOrder([
      line(1, { quantity: 3, returnable: 1 }),
      line(2, { returnable: 0, refusal: "alreadyReturned" }),
    ]);
    expect(pruneSelection(order, { 1: 3, 2: 1, 9: 1 })).toEqual({ 1: 1 });
  });

  it("keeps a bundle only when all of it is chosen", () => {
    const order = returnableOrder([line(1, { bundle: "b" }), line(2, { bundle: "b" })]);
    expect(pruneSelection(order, { 1: 1 })).toEqual({});
    expect(requestedLines(order, { 2: 1, 1: 1 })).toEqual([
      { orderLineId: 1, quantity: 1 },
      { orderLineId: 2, quantity: 1 },
    ]);
  });
});

describe("the seal of pierced jewellery", () => {
  it("needs a confirmation for each chosen pierced line only", () => {
    const order = returnableOrder([line(1, { pierced: true }), line(2, { pierced: true }), line(3)]);
    expect(chosenPierced(order, { 1: 1, 3: 1 })).toEqual([1]);
    expect(sealsConfirmed(order, { 3: 1 }, [])).toBe(true);
    expect(sealsConfirmed(order, { 1: 1, 2: 1 }, [1])).toBe(false);
    expect(sealsConfirmed(order, { 1: 1, 2: 1 }, [1, 2])).toBe(true);
  });
});

describe("refund estimate", () => {
  it("is price × quantity of the chosen lines, to the cent", () => {
    const order = returnableOrder([
      line(1, { price: 199.99, quantity: 3, returnable: 3 }),
      line(2, { price: 0.1 }),
      line(3, { price: 1000 }),
    ]);
    expect(refundEstimate(order, { 1: 2, 2: 1 })).toBe(400.08);
    expect(refundEstimate(order, {})).toBe(0);
    expect(pieceCount(order, { 1: 2, 2: 1 })).toBe(3);
  });

  it("counts only what can still go back", () => {
    const order = returnableOrder([line(1, { price: 50, quantity: 2, returnable: 1 })]);
    expect(refundEstimate(order, { 1: 2 })).toBe(50);
  });
});

describe("an order with nothing returnable", () => {
  it("lists each distinct reason once, in line order", () => {
    const order = returnableOrder([
      line(1, { returnable: 0, refusal: "coinsBars" }),
      line(2, { returnable: 0, refusal: "alreadyReturned" }),
      line(3, { returnable: 0, refusal: "coinsBars" }),
    ]);
    expect(canReturnAny(order)).toBe(false);
    expect(blockedReasons(order)).toEqual(["coinsBars", "alreadyReturned"]);
  });
});
