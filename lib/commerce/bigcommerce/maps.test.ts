import { describe, expect, it } from "vitest";
import type { Product, ProductSummary } from "../types";
import { cartCatalogueOf } from "./cart-catalogue";
import { bcCartAnswer, cartLocale, stockRefusal, toCart } from "./cart-map";
import { hostedOrderNumber, orderStatus, parseHostedOrderNumber, paymentMethod } from "./order-map";

/** The BigCommerce mappers on their own: what each vendor field becomes of ours. */
describe("cart mapping", () => {
  it("reads the stock refusal's sku but not its figure, and nothing from other refusals", () => {
    expect(stockRefusal("Not enough stock: Pearl Drop Earrings (SKU: LUM-EAR-102) has only 3 left.")).toEqual({
      sku: "LUM-EAR-102",
    });
    expect(
      stockRefusal(
        "Not enough stock: Rose Gold Bangle (SKU: LUM-BNG-105) is out of stock and cannot be added to the cart.",
      ),
    ).toEqual({ sku: "LUM-BNG-105" });
    expect(stockRefusal("Not enough stock to fulfil the request")).toEqual({});
    expect(stockRefusal("Product 999 does not exist")).toBeNull();
    expect(stockRefusal(undefined)).toBeNull();
  });

  it("keeps a cart's locale when it is of the store's country, else English of the country", () => {
    expect(cartLocale("ar-SA", "sa")).toBe("ar-sa");
    expect(cartLocale("ar-AE", "sa")).toBe("en-sa");
    expect(cartLocale(undefined, "eg")).toBe("en-eg");
  });

  it("counts the sale savings as our discount, keeps the store's cart_amount and its checkout URL", () => {
    const line = {
      id: "l1",
      product_id: 102,
      variant_id: 1021,
      sku: "LUM-EAR-102",
      name: "Pearl Drop Earrings",
      quantity: 2,
      image_url: "",
      original_price: 1450,
      sale_price: 1190,
      list_price: 1190,
      extended_list_price: 2380,
      extended_sale_price: 2380,
      discount_amount: 0,
    };
    const bc = bcCartAnswer.parse({
      data: {
        id: "c1",
        customer_id: 0,
        channel_id: 1,
        currency: { code: "SAR" },
        cart_amount: 2280,
        discount_amount: 100,
        locale: "en-SA",
        line_items: { physical_items: [line] },
        redirect_urls: { cart_url: "https://x/cart", checkout_url: "https://x/checkout" },
        created_time: "2026-11-25T10:00:00+00:00",
        updated_time: "2026-11-25T10:00:00+00:00",
      },
    }).data;
    const cart = toCart(bc, "sa", new Map());
    expect(cart).toMatchObject({
      locale: "en-sa",
      base_amount: 2900,
      discount_amount: 520,
      cart_amount: 2280,
      redirect_urls: { checkout_url: "https://x/checkout" },
    });
    // Without catalogue facts a line keeps the store's name and has nothing left to sell.
    expect(cart.line_items.physical_items[0]).toMatchObject({
      name: "Pearl Drop Earrings",
      url: "",
      image_url: null,
      available_to_sell: 0,
      discount_amount: 520,
    });
  });

  it("shows every kind of line the store keeps: digital products as lines, custom items and gift certificates beside them", () => {
    const physical = {
      id: "l1",
      product_id: 102,
      variant_id: 1021,
      sku: "LUM-EAR-102",
      name: "Pearl Drop Earrings",
      quantity: 1,
      original_price: 1450,
      sale_price: 1450,
      list_price: 1450,
      extended_list_price: 1450,
      extended_sale_price: 1450,
    };
    const digital = {
      ...physical,
      id: "l2",
      product_id: 301,
      variant_id: 3011,
      sku: "LUM-EGIFT-301",
      name: "Care Guide",
      original_price: 50,
      sale_price: 50,
      list_price: 50,
      extended_list_price: 50,
      extended_sale_price: 50,
    };
    const bc = bcCartAnswer.parse({
      data: {
        id: "c2",
        customer_id: 0,
        channel_id: 1,
        currency: { code: "SAR" },
        cart_amount: 2150,
        locale: "en-SA",
        line_items: {
          physical_items: [physical],
          digital_items: [digital],
          // The reference types a custom item's quantity and price as strings; the live API sends numbers.
          custom_items: [
            {
              id: "c-1",
              sku: "ENGRAVE",
              name: "Engraving",
              quantity: "1",
              list_price: "150",
              extended_list_price: 150,
            },
          ],
          gift_certificates: [
            {
              id: "g-1",
              name: "Gift certificate",
              theme: "General",
              amount: 500,
              taxable: false,
              sender: { name: "Noura", email: "n@example.com" },
              recipient: { name: "Huda", email: "h@example.com" },
              message: "",
            },
          ],
        },
        created_time: "2026-11-25T10:00:00+00:00",
        updated_time: "2026-11-25T10:00:00+00:00",
      },
    }).data;
    const cart = toCart(bc, "sa", new Map());
    expect(cart.line_items.physical_items.map((l) => l.sku)).toEqual(["LUM-EAR-102", "LUM-EGIFT-301"]);
    expect(cart.line_items.other_items).toEqual([
      { id: "c-1", kind: "custom", name: "Engraving", sku: "ENGRAVE", quantity: 1, amount: 150 },
      { id: "g-1", kind: "gift_certificate", name: "Gift certificate", recipient: "Huda", quantity: 1, amount: 500 },
    ]);
    expect(cart).toMatchObject({ base_amount: 2150, cart_amount: 2150 });
  });

  it("takes names, paths, options and stock of every variant from the catalogue reads", async () => {
    const summary = { entityId: 101, sku: "LUM-RNG-101" } as ProductSummary;
    const product = {
      entityId: 101,
      name: "لومينا - خاتم",
      path: "ring-sku-lum-rng-101",
      defaultImage: null,
      variants: [
        {
          entityId: 1011,
          sku: "LUM-RNG-101-52",
          options: [{ name: "المقاس", value: "52" }],
          inventory: { isInStock: true, availableToSell: 3 },
        },
      ],
    } as unknown as Product;
    const asked: string[] = [];
    const facts = await cartCatalogueOf({
      getProductsByIds: async (ids) => (asked.push(`ids ${ids.join(",")}`), ids.includes(101) ? [summary] : []),
      getProductBySku: async (sku, lang) => (asked.push(`sku ${sku} ${lang}`), product),
    })([101, 101, 999], "ar");
    expect(asked).toEqual(["ids 101,999", "sku LUM-RNG-101 ar"]);
    expect(facts.get(1011)).toEqual({
      productId: 101,
      sku: "LUM-RNG-101-52",
      name: "لومينا - خاتم",
      path: "ring-sku-lum-rng-101",
      options: [{ name: "المقاس", value: "52" }],
      available: 3,
      imageUrl: null,
    });
  });
});

describe("order mapping", () => {
  it("numbers hosted orders with the country's label and BigCommerce's id, and reads them back", () => {
    expect(hostedOrderNumber(142, "sa")).toBe("KSA-142");
    expect(parseHostedOrderNumber("KSA-142", "sa")).toBe(142);
    expect(parseHostedOrderNumber(" egy-7 ", "eg")).toBe(7);
    expect(parseHostedOrderNumber("142", "ae")).toBe(142);
    expect(parseHostedOrderNumber("UAE-142", "sa")).toBeNull();
    expect(parseHostedOrderNumber("KSA-0", "sa")).toBeNull();
    expect(parseHostedOrderNumber("KSA-12a", "sa")).toBeNull();
  });

  it("maps BigCommerce's statuses and payment names onto ours", () => {
    expect([1, 7, 8, 9, 11, 12, 13, 14].map(orderStatus)).toEqual(Array(8).fill("awaiting_fulfillment"));
    expect([2, 3].map(orderStatus)).toEqual(["shipped", "shipped"]);
    expect(orderStatus(10)).toBe("delivered");
    expect([4, 5, 6].map(orderStatus)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect(
      ["Cash on Delivery", "Credit Card", "mada", "Tabby", "Tamara: Pay in 4", "Manual"].map(paymentMethod),
    ).toEqual(["cod", "card", "card", "bnpl", "bnpl", "online"]);
  });
});
