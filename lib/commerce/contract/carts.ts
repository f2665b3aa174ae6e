import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { REGION_CODES, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart } from "../cart-types";
import { round2, splitTax } from "../cart-totals";
import { QuantityExceedsError } from "../errors";
import type { CartChange, CartOperations } from "../interface";

/**
 * One cart contract for every commerce provider (ADR 0023): the embedded store and BigCommerce
 * behind its fake must answer the same cart calls the same way. Run it with
 * `describeCartContract(name, setup)` from a test file; `setup` opens what the provider needs.
 */
export type CartContractProduct = { productId: number; variantId: number; sku: string };

export type CartContractFixture = {
  carts(region: RegionCode): CartOperations;
  /** Two products the country sells, each with exactly one variant. */
  products(region: RegionCode): CartContractProduct[];
  /** A single-variant product the country sells for less than 1,000 (SAVE100's minimum). */
  smallProduct(region: RegionCode): CartContractProduct;
  setStock(region: RegionCode, variantId: number, units: number): Promise<void>;
  /** Two customers of the country's store (made for the test where the store needs them). */
  customers(region: RegionCode): Promise<[number, number]>;
};

const guest = { customerId: null };
const line = (p: CartContractProduct, quantity: number) => ({ product_id: p.productId, quantity });
const cartOf = (change: CartChange): Cart => {
  if (change.status !== "ok") throw new Error(`expected a cart, got ${JSON.stringify(change)}`);
  return change.cart;
};
const itemOf = (cart: Cart, p: CartContractProduct) =>
  cart.line_items.physical_items.find((l) => l.variant_id === p.variantId)!;
const linesTotal = (cart: Cart) =>
  round2(cart.line_items.physical_items.reduce((s, l) => s + l.extended_sale_price, 0));
const couponsTotal = (cart: Cart) => round2(cart.coupons.reduce((s, c) => s + c.discounted_amount, 0));

export function describeCartContract(name: string, setup: () => Promise<CartContractFixture>): void {
  describe(`cart contract: ${name}`, () => {
    let fx: CartContractFixture;
    beforeAll(async () => {
      fx = await setup();
    });
    /** The country's two products, each with `units` in stock. */
    async function stocked(region: RegionCode, units = 20): Promise<[CartContractProduct, CartContractProduct]> {
      const [a, b] = fx.products(region);
      await fx.setStock(region, a!.variantId, units);
      await fx.setStock(region, b!.variantId, units);
      return [a!, b!];
    }

    it("lives through create, add, update and remove, and is gone when its last line goes", async () => {
      const carts = fx.carts("sa");
      const [a, b] = await stocked("sa");
      const created = await carts.createCart({ lines: [line(a, 2)], customerId: 0, locale: "en-sa" });
      expect(created.customer_id).toBe(0);
      expect(created.redirect_urls.checkout_url).toMatch(/checkout/i);
      expect(itemOf(created, a)).toMatchObject({
        product_id: a.productId,
        variant_id: a.variantId,
        sku: a.sku,
        quantity: 2,
      });

      let cart = cartOf(await carts.addCartLines(created.id, [line(b, 1)], guest));
      cart = cartOf(await carts.addCartLines(cart.id, [{ ...line(a, 1), variant_id: a.variantId }], guest));
      expect(itemOf(cart, a).quantity).toBe(3);
      cart = cartOf(await carts.updateCartLine(cart.id, itemOf(cart, b).id, 2, guest));
      expect(itemOf(cart, b).quantity).toBe(2);
      expect((await carts.getCart(cart.id))!.line_items.physical_items).toHaveLength(2);

      cart = cartOf(await carts.updateCartLine(cart.id, itemOf(cart, a).id, 0, guest));
      expect(cart.line_items.physical_items.map((l) => l.variant_id)).toEqual([b.variantId]);
      expect(await carts.deleteCartLine(cart.id, randomUUID(), guest)).toEqual({ status: "not-found", what: "item" });
      expect(await carts.deleteCartLine(cart.id, itemOf(cart, b).id, guest)).toEqual({ status: "emptied" });
      expect(await carts.getCart(cart.id)).toBeNull();
      expect(await carts.getCartOwner(cart.id)).toBeNull();
      expect(await carts.addCartLines(cart.id, [line(a, 1)], guest)).toEqual({ status: "not-found", what: "cart" });
    });

    it.each(REGION_CODES)("totals a cart in its country's currency, with the checkout's VAT (%s)", async (region) => {
      const carts = fx.carts(region);
      const [a, b] = await stocked(region);
      const cart = await carts.createCart({ lines: [line(a, 2), line(b, 1)], customerId: 0 });
      expect(cart.currency.code).toBe(REGIONS[region].currency);
      expect(cart.tax_included).toBe(true);
      const lines = cart.line_items.physical_items;
      for (const l of lines) {
        expect(l.extended_sale_price).toBeCloseTo(l.sale_price * l.quantity, 2);
        expect(l.discount_amount).toBeCloseTo((l.original_price - l.sale_price) * l.quantity, 2);
        expect(l.available_to_sell).toBe(20);
        expect(l.url).toMatch(/-sku-/);
      }
      // What the shopper pays is the lines less a code's discount; a new cart has no code.
      expect(cart.coupons).toEqual([]);
      expect(cart.cart_amount).toBeCloseTo(round2(linesTotal(cart) - couponsTotal(cart)), 2);
      expect(cart.base_amount).toBeCloseTo(round2(lines.reduce((s, l) => s + l.original_price * l.quantity, 0)), 2);
      expect(cart.discount_amount).toBeCloseTo(round2(cart.base_amount - cart.cart_amount), 2);

      const totals = (await carts.getCheckoutTotals(cart.id))!;
      const vat = splitTax(cart.cart_amount, region);
      expect(totals).toMatchObject({ id: cart.id, currency: { code: REGIONS[region].currency } });
      expect(totals.subtotal_inc_tax).toBeCloseTo(cart.cart_amount, 2);
      expect(totals.grand_total).toBeCloseTo(cart.cart_amount, 2);
      expect(totals.tax_total).toBeCloseTo(vat.tax, 2);
      expect(totals.subtotal_ex_tax).toBeCloseTo(vat.exTax, 2);
      expect(totals.taxes).toEqual([expect.objectContaining({ rate_percent: REGIONS[region].vatPercent })]);
      expect(await carts.getCheckoutTotals(randomUUID())).toBeNull();
    });

    it("refuses more than the stock left with QuantityExceedsError and the figure left", async () => {
      const carts = fx.carts("sa");
      const [a] = await stocked("sa", 3);
      const exceeds = { code: "quantityExceeds", sku: a.sku, available: 3 };
      await expect(carts.createCart({ lines: [line(a, 4)], customerId: 0 })).rejects.toBeInstanceOf(
        QuantityExceedsError,
      );
      const cart = await carts.createCart({ lines: [line(a, 2)], customerId: 0 });
      await expect(carts.addCartLines(cart.id, [line(a, 2)], guest)).rejects.toMatchObject(exceeds);
      await expect(carts.updateCartLine(cart.id, itemOf(cart, a).id, 4, guest)).rejects.toMatchObject(exceeds);
      expect(itemOf(cartOf(await carts.updateCartLine(cart.id, itemOf(cart, a).id, 3, guest)), a).quantity).toBe(3);
      expect(itemOf((await carts.getCart(cart.id))!, a).available_to_sell).toBe(3);
    });

    it("keeps a customer's cart from anyone else, and hands it back as a guest cart", async () => {
      const carts = fx.carts("sa");
      const [a, b] = await stocked("sa");
      const [owner, other] = await fx.customers("sa");
      const cart = await carts.createCart({ lines: [line(a, 1)], customerId: owner });
      const itemId = itemOf(cart, a).id;
      expect(await carts.getCartOwner(cart.id)).toBe(owner);
      for (const who of [guest, { customerId: other }]) {
        expect(await carts.addCartLines(cart.id, [line(b, 1)], who)).toEqual({ status: "forbidden" });
        expect(await carts.updateCartLine(cart.id, itemId, 2, who)).toEqual({ status: "forbidden" });
        expect(await carts.deleteCartLine(cart.id, itemId, who)).toEqual({ status: "forbidden" });
      }
      expect(itemOf(cartOf(await carts.addCartLines(cart.id, [line(b, 1)], { customerId: owner })), b).quantity).toBe(
        1,
      );

      const handedBack = (await carts.setCartCustomer(cart.id, 0))!;
      expect(handedBack.customer_id).toBe(0);
      expect(await carts.getCartOwner(cart.id)).toBe(0);
      expect(cartOf(await carts.updateCartLine(cart.id, itemId, 2, guest)).customer_id).toBe(0);
      expect((await carts.setCartCustomer(cart.id, other))!.customer_id).toBe(other);
      expect(await carts.setCartCustomer(randomUUID(), other)).toBeNull();
    });

    it("applies a promotion code, takes what it takes off the amount, replaces it with another, and removes it", async () => {
      const carts = fx.carts("sa");
      const [a, b] = await stocked("sa");
      const cart = await carts.createCart({ lines: [line(a, 1), line(b, 1)], customerId: 0, locale: "en-sa" });
      const total = linesTotal(cart);
      expect(total).toBeGreaterThanOrEqual(1000);

      const applied = cartOf((await carts.applyPromotion(cart.id, " welcome10 ", guest)) as CartChange);
      expect(applied.coupons).toHaveLength(1);
      expect(applied.coupons[0]!.code).toBe("WELCOME10");
      expect(applied.coupons[0]!.discounted_amount).toBeCloseTo(round2(total * 0.1), 2);
      expect(applied.cart_amount).toBeCloseTo(round2(linesTotal(applied) - applied.coupons[0]!.discounted_amount), 2);
      expect((await carts.getCart(cart.id))!.coupons).toEqual(applied.coupons);

      // One code per cart: a new one replaces the one applied.
      const replaced = cartOf((await carts.applyPromotion(cart.id, "SAVE100", guest)) as CartChange);
      expect(replaced.coupons.map((c) => c.code)).toEqual(["SAVE100"]);
      expect(replaced.cart_amount).toBeCloseTo(round2(total - 100), 2);

      const removed = cartOf(await carts.removePromotion(cart.id, guest));
      expect(removed.coupons).toEqual([]);
      expect(removed.cart_amount).toBeCloseTo(total, 2);
      expect((await carts.getCart(cart.id))!.cart_amount).toBeCloseTo(total, 2);
    });

    it("refuses an unknown or ended code with its reason and leaves the cart and its code as they were", async () => {
      const carts = fx.carts("sa");
      const [a] = await stocked("sa");
      const cart = await carts.createCart({ lines: [line(a, 1)], customerId: 0 });
      expect(await carts.applyPromotion(cart.id, "NO-SUCH-CODE", guest)).toEqual({
        status: "refused",
        refusal: { reason: "unknown" },
      });
      expect(await carts.applyPromotion(cart.id, "!!", guest)).toEqual({
        status: "refused",
        refusal: { reason: "unknown" },
      });
      expect((await carts.getCart(cart.id))!).toMatchObject({ coupons: [], cart_amount: cart.cart_amount });

      const withCode = cartOf((await carts.applyPromotion(cart.id, "WELCOME10", guest)) as CartChange);
      expect(await carts.applyPromotion(cart.id, "NO-SUCH-CODE", guest)).toEqual({
        status: "refused",
        refusal: { reason: "unknown" },
      });
      expect(await carts.applyPromotion(cart.id, "EXPIRED", guest)).toEqual({
        status: "refused",
        refusal: { reason: "expired" },
      });
      const after = (await carts.getCart(cart.id))!;
      expect(after.coupons).toEqual(withCode.coupons);
      expect(after.cart_amount).toBeCloseTo(withCode.cart_amount, 2);
      expect(await carts.applyPromotion(randomUUID(), "WELCOME10", guest)).toEqual({
        status: "not-found",
        what: "cart",
      });
    });

    it("refuses a code below its minimum spend, saying how much is missing", async () => {
      const carts = fx.carts("sa");
      const small = fx.smallProduct("sa");
      await fx.setStock("sa", small.variantId, 20);
      const cart = await carts.createCart({ lines: [line(small, 1)], customerId: 0 });
      const total = linesTotal(cart);
      expect(total).toBeLessThan(1000);
      const refused = await carts.applyPromotion(cart.id, "SAVE100", guest);
      expect(refused).toMatchObject({ status: "refused", refusal: { reason: "minimumSpend" } });
      if (refused.status !== "refused" || refused.refusal.reason !== "minimumSpend")
        throw new Error("expected minimumSpend");
      expect(refused.refusal.missing).toBeCloseTo(round2(1000 - total), 2);
      expect((await carts.getCart(cart.id))!.coupons).toEqual([]);
    });

    it("keeps a customer's cart's code from anyone else", async () => {
      const carts = fx.carts("sa");
      const [a] = await stocked("sa");
      const [owner, other] = await fx.customers("sa");
      const cart = await carts.createCart({ lines: [line(a, 1)], customerId: owner });
      for (const who of [guest, { customerId: other }]) {
        expect(await carts.applyPromotion(cart.id, "WELCOME10", who)).toEqual({ status: "forbidden" });
        expect(await carts.removePromotion(cart.id, who)).toEqual({ status: "forbidden" });
      }
      expect((await carts.getCart(cart.id))!.coupons).toEqual([]);
      const applied = cartOf((await carts.applyPromotion(cart.id, "WELCOME10", { customerId: owner })) as CartChange);
      expect(applied.coupons.map((c) => c.code)).toEqual(["WELCOME10"]);
      expect(await carts.removePromotion(cart.id, { customerId: other })).toEqual({ status: "forbidden" });
      expect((await carts.getCart(cart.id))!.coupons.map((c) => c.code)).toEqual(["WELCOME10"]);
    });

    it("keeps countries apart: a cart of sa is no cart on ae", async () => {
      const [a] = await stocked("sa");
      const [ae] = fx.products("ae");
      const cart = await fx.carts("sa").createCart({ lines: [line(a, 1)], customerId: 0 });
      const other = fx.carts("ae");
      expect(await other.getCart(cart.id)).toBeNull();
      expect(await other.getCartOwner(cart.id)).toBeNull();
      expect(await other.addCartLines(cart.id, [line(ae!, 1)], guest)).toEqual({ status: "not-found", what: "cart" });
      expect(await other.deleteCartLine(cart.id, itemOf(cart, a).id, guest)).toEqual({
        status: "not-found",
        what: "cart",
      });
      expect(await other.getCheckoutTotals(cart.id)).toBeNull();
      expect(await other.deleteCart(cart.id)).toBe(false);
      expect((await fx.carts("sa").getCart(cart.id))!.id).toBe(cart.id);
      expect(await fx.carts("sa").deleteCart(cart.id)).toBe(true);
      expect(await fx.carts("sa").getCart(cart.id)).toBeNull();
    });
  });
}
