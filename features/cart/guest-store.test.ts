import { describe, expect, it, vi } from "vitest";
import { GUEST_CART_EXPIRY_MS, GUEST_CART_KEY, clearGuestCart, readGuestCart, writeGuestCart } from "./guest-store";
import { toClientCart } from "./totals";
import { CART_ID, brokenStorage, cart, line, memoryStorage } from "./test-support";
import type { GuestCartRecord } from "./client-types";

const NOW = Date.UTC(2026, 10, 21, 12);
const DAY = 24 * 60 * 60 * 1000;
const where = { region: "sa", locale: "en-sa", now: NOW } as const;

function record(overrides: Partial<GuestCartRecord> = {}): GuestCartRecord {
  return {
    cartId: CART_ID,
    cartData: toClientCart(cart([line()])),
    timestamp: NOW,
    region: "sa",
    locale: "en-sa",
    ...overrides,
  };
}

function stored(r: unknown) {
  return memoryStorage({ [GUEST_CART_KEY]: JSON.stringify(r) });
}

describe("guest cart store", () => {
  it("round-trips a record under guest_cart", () => {
    const storage = memoryStorage();
    writeGuestCart(storage, record());
    expect(JSON.parse(storage.data.get("guest_cart")!)).toMatchObject({
      cartId: CART_ID,
      region: "sa",
      locale: "en-sa",
      timestamp: NOW,
    });
    expect(readGuestCart(storage, where)).toEqual(record());
  });

  it("nothing stored gives an empty record of this country", () => {
    expect(readGuestCart(memoryStorage(), where)).toEqual({
      cartId: null,
      cartData: null,
      timestamp: NOW,
      region: "sa",
      locale: "en-sa",
    });
  });

  it("keeps a record exactly 30 days old and discards one a millisecond older", () => {
    expect(GUEST_CART_EXPIRY_MS).toBe(30 * DAY);
    expect(readGuestCart(stored(record({ timestamp: NOW - 30 * DAY })), where).cartId).toBe(CART_ID);
    const old = stored(record({ timestamp: NOW - 30 * DAY - 1 }));
    expect(readGuestCart(old, where).cartId).toBeNull();
    expect(old.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("does not trust a timestamp from the future", () => {
    expect(readGuestCart(stored(record({ timestamp: NOW + DAY })), where).cartId).toBeNull();
  });

  it("discards another country's record", () => {
    const storage = stored(record({ region: "ae", locale: "en-ae" }));
    expect(readGuestCart(storage, where)).toMatchObject({ cartId: null, cartData: null, region: "sa" });
    expect(storage.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("keeps the record when only the language differs", () => {
    expect(readGuestCart(stored(record({ locale: "ar-sa" })), where).cartId).toBe(CART_ID);
  });

  it("logs and discards corrupt JSON", () => {
    const log = vi.fn();
    const storage = memoryStorage({ [GUEST_CART_KEY]: "{not json" });
    expect(readGuestCart(storage, { ...where, log })).toMatchObject({ cartId: null, cartData: null });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"), expect.any(SyntaxError));
    expect(storage.data.has(GUEST_CART_KEY)).toBe(false);
  });

  it("discards a record of the wrong shape: bad id, data of another cart, missing timestamp", () => {
    for (const bad of [
      record({ cartId: "42" }),
      { ...record(), cartData: { ...record().cartData, id: "other" } },
      { ...record(), timestamp: "yesterday" },
      null,
      7,
    ]) {
      const log = vi.fn();
      expect(readGuestCart(stored(bad), { ...where, log }).cartId).toBeNull();
      expect(log).toHaveBeenCalled();
    }
  });

  it("accepts a record holding only an id", () => {
    expect(readGuestCart(stored(record({ cartData: null })), where)).toMatchObject({ cartId: CART_ID, cartData: null });
  });

  it("logs storage failures and carries on with an empty record", () => {
    const log = vi.fn();
    expect(readGuestCart(brokenStorage, { ...where, log })).toEqual({
      cartId: null,
      cartData: null,
      timestamp: NOW,
      region: "sa",
      locale: "en-sa",
    });
    expect(() => writeGuestCart(brokenStorage, record(), log)).not.toThrow();
    expect(() => clearGuestCart(brokenStorage, log)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it("without storage (server render) reads empty and writes nothing", () => {
    expect(readGuestCart(null, where).cartId).toBeNull();
    expect(() => writeGuestCart(null, record())).not.toThrow();
  });

  it("clear removes the record", () => {
    const storage = stored(record());
    clearGuestCart(storage);
    expect(storage.data.size).toBe(0);
  });
});
