import { describe, expect, it } from "vitest";
import { hasStockProblem, toClientCart } from "./totals";
import { cart, line } from "./test-support";

describe("toClientCart", () => {
  it("counts pieces across lines, not lines", () => {
    const client = toClientCart(cart([line({ quantity: 2 }), line({ id: "x", quantity: 3 })]));
    expect(client.totalCount).toBe(5);
  });

  it("splits the tax-inclusive amount at the region's VAT, to the cent, adding back up", () => {
    // sa 15%: 1000 / 1.15 = 869.565... -> 869.57, VAT 130.43
    const sa = toClientCart(cart([line()], { cart_amount: 1000 }));
    expect(sa.SubTotal_Ex_TAX).toBe(869.57);
    expect(sa.VAT_Tax).toBe(130.43);
    // ae 5%: 1000 / 1.05 = 952.38, VAT 47.62
    const ae = toClientCart(cart([line()], { cart_amount: 1000, locale: "en-ae", currency: { code: "AED" } }));
    expect([ae.SubTotal_Ex_TAX, ae.VAT_Tax]).toEqual([952.38, 47.62]);
    // An explicit region wins over the cart's locale (eg 14%: 1140 -> 1000 + 140).
    const eg = toClientCart(cart([line()], { cart_amount: 1140 }), "eg");
    expect([eg.SubTotal_Ex_TAX, eg.VAT_Tax]).toEqual([1000, 140]);
    for (const c of [sa, ae, eg])
      expect(Math.round((c.SubTotal_Ex_TAX + c.VAT_Tax) * 100)).toBe(Math.round(c.cart_amount * 100));
  });

  it("an empty cart has zero count and zero tax", () => {
    const client = toClientCart(cart([], { cart_amount: 0 }));
    expect([client.totalCount, client.VAT_Tax, client.SubTotal_Ex_TAX]).toEqual([0, 0, 0]);
  });

  it("takes a line whose stock the store does not count as in stock and never exceeding", () => {
    const client = toClientCart(cart([line({ quantity: 10, available_to_sell: null })]));
    expect(client.line_items.physical_items[0]).toMatchObject({ hasStock: true, exceedingQuantity: false });
    expect(hasStockProblem(client)).toBe(false);
  });

  it("marks stock per line: in stock, exceeding, out of stock", () => {
    const [fine, exactly, over, out] = toClientCart(
      cart([
        line({ quantity: 2, available_to_sell: 5 }),
        line({ quantity: 5, available_to_sell: 5 }),
        line({ quantity: 3, available_to_sell: 2 }),
        line({ quantity: 1, available_to_sell: 0 }),
      ]),
    ).line_items.physical_items;
    expect([fine!.hasStock, fine!.exceedingQuantity]).toEqual([true, false]);
    expect([exactly!.hasStock, exactly!.exceedingQuantity]).toEqual([true, false]);
    expect([over!.hasStock, over!.exceedingQuantity]).toEqual([true, true]);
    expect([out!.hasStock, out!.exceedingQuantity]).toEqual([false, true]);
  });

  it("keeps the store's fields and does not change the cart it was given", () => {
    const original = cart([line()]);
    const client = toClientCart(original);
    expect(client.redirect_urls.checkout_url).toBe(original.redirect_urls.checkout_url);
    expect(original.line_items.physical_items[0]).not.toHaveProperty("hasStock");
  });
});

describe("hasStockProblem", () => {
  it("is true when any line cannot be bought as it stands", () => {
    expect(hasStockProblem(toClientCart(cart([line()])))).toBe(false);
    expect(hasStockProblem(toClientCart(cart([line(), line({ quantity: 6 })])))).toBe(true);
    expect(hasStockProblem(toClientCart(cart([line({ available_to_sell: 0 })])))).toBe(true);
  });
});
