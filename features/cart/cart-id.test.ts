import { describe, expect, it, vi } from "vitest";
import { isCartId, noteRegion, readSessionCartId, resolveCartId, writeSessionCartId } from "./cart-id";
import { CART_ID, OTHER_CART_ID, brokenStorage, memoryStorage } from "./test-support";

const A = CART_ID;
const B = OTHER_CART_ID;
const C = "5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f";
const D = "9e8d7c6b-5a4f-4e3d-a2c1-b0a9f8e7d6c5";

describe("resolveCartId (query, attribute, current cart, session storage, in that order)", () => {
  it("takes the query parameter first, then the customer attribute, the current cart, session storage", () => {
    expect(resolveCartId({ query: A, customerAttribute: B, current: C, session: D })).toBe(A);
    expect(resolveCartId({ query: null, customerAttribute: B, current: C, session: D })).toBe(B);
    expect(resolveCartId({ customerAttribute: "", current: C, session: D })).toBe(C);
    expect(resolveCartId({ current: null, session: D })).toBe(D);
    expect(resolveCartId({})).toBeNull();
  });

  it("skips a source that is not a cart id (an attribute cleared to '', a tampered query)", () => {
    expect(resolveCartId({ query: "abc", customerAttribute: "", current: C })).toBe(C);
    expect(resolveCartId({ query: `${A} `, session: D })).toBe(D);
  });

  it("normalizes upper-case ids from a pasted link", () => {
    expect(resolveCartId({ query: A.toUpperCase() })).toBe(A);
  });
});

describe("isCartId", () => {
  it("accepts UUIDs as the routes do, and nothing else", () => {
    expect(isCartId(A)).toBe(true);
    expect(isCartId("00000000-0000-0000-0000-000000000000")).toBe(false);
    expect(isCartId(42)).toBe(false);
    expect(isCartId(undefined)).toBe(false);
  });
});

describe("session cart id", () => {
  it("saves, reads and removes the id under cartId", () => {
    const storage = memoryStorage();
    writeSessionCartId(storage, A);
    expect(storage.data.get("cartId")).toBe(A);
    expect(readSessionCartId(storage)).toBe(A);
    writeSessionCartId(storage, null);
    expect(storage.data.has("cartId")).toBe(false);
  });

  it("ignores a stored value that is not an id, and logs storage failures", () => {
    expect(readSessionCartId(memoryStorage({ cartId: "undefined" }))).toBeNull();
    const log = vi.fn();
    expect(readSessionCartId(brokenStorage, log)).toBeNull();
    writeSessionCartId(brokenStorage, A, log);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe("noteRegion", () => {
  it("is false on the tab's first page and for the same country, true after a switch", () => {
    const storage = memoryStorage();
    expect(noteRegion(storage, "sa")).toBe(false);
    expect(noteRegion(storage, "sa")).toBe(false);
    expect(noteRegion(storage, "ae")).toBe(true);
    expect(noteRegion(storage, "ae")).toBe(false);
    expect(noteRegion(brokenStorage, "eg", () => {})).toBe(false);
  });
});
