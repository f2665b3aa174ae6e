import { describe, expect, it } from "vitest";
import { checkoutHref } from "./checkout-href";

describe("checkoutHref", () => {
  it("keeps our own checkout address, and routes a hosted store's checkout through our checkout page", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(
      checkoutHref({
        id,
        locale: "ar-sa",
        redirect_urls: { cart_url: "", checkout_url: `/ar-sa/checkout?cartId=${id}` },
      }),
    ).toBe(`/ar-sa/checkout?cartId=${id}`);
    expect(
      checkoutHref({
        id,
        locale: "en-ae",
        redirect_urls: {
          cart_url: "",
          checkout_url: "https://store-x-1.mybigcommerce.com/cart.php?action=loadInCheckout",
        },
      }),
    ).toBe(`/en-ae/checkout?cartId=${id}`);
    for (const offSite of ["//evil.example/checkout", "/\\evil.example/checkout", "/\t/evil.example/checkout"]) {
      expect(
        checkoutHref({ id, locale: "en-sa", redirect_urls: { cart_url: "", checkout_url: offSite } }),
        JSON.stringify(offSite),
      ).toBe(`/en-sa/checkout?cartId=${id}`);
    }
  });
});
