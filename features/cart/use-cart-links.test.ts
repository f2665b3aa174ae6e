import { describe, expect, it } from "vitest";
import { readCartLink, withoutLinkParams } from "./use-cart-links";

describe("cart page links", () => {
  it("reads an order link with its key, ahead of a cart id", () => {
    expect(readCartLink(new URLSearchParams("order_id=100042&key=abc&cartId=x"))).toEqual({
      kind: "order",
      orderId: 100042,
      raw: "100042",
      key: "abc",
    });
  });

  it("an order id that is not a positive whole number is kept only for the message", () => {
    expect(readCartLink(new URLSearchParams("order_id=12ab"))).toMatchObject({ kind: "order", orderId: null });
    expect(readCartLink(new URLSearchParams("order_id=0"))).toMatchObject({ orderId: null });
    expect(readCartLink(new URLSearchParams("order_id=-3"))).toMatchObject({ orderId: null });
  });

  it("reads a cart link, and nothing when neither is there", () => {
    expect(readCartLink(new URLSearchParams("cartId=%20abc%20"))).toEqual({ kind: "cart", cartId: "abc" });
    expect(readCartLink(new URLSearchParams("utm_source=mail"))).toBeNull();
  });

  it("drops only the link's parameters from the address", () => {
    expect(withoutLinkParams("order_id=1&key=k&utm_source=mail")).toBe("?utm_source=mail");
    expect(withoutLinkParams("cartId=abc")).toBe("");
  });
});
