// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { renderIn, strings } from "@/tests/support/render";
import { loadedKey, useCartStore } from "../cart-store";
import { cart, CART_ID, line } from "../test-support";
import { toClientCart } from "../totals";
import { MiniCart } from "./mini-cart";

/**
 * The mini cart's Checkout goes where the bag page's does. A hosted store's cart goes through our
 * checkout page with the boutique chosen this visit (`store=`), which hands it to the store's
 * checkout; none is named when none was chosen. (Our own checkout reads the chosen boutique itself.)
 */
const hostedCheckout = "https://store-x-1.mybigcommerce.com/cart.php?action=loadInCheckout";

describe("the mini cart's Checkout", () => {
  beforeEach(() => {
    sessionStorage.clear();
    const bag = cart([line()], { redirect_urls: { cart_url: "", checkout_url: hostedCheckout } });
    useCartStore.setState({ cartId: CART_ID, cart: toClientCart(bag, "sa"), ready: true, status: "idle" });
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  for (const lang of ["en", "ar"] as const) {
    const locale = lang === "en" ? "en-sa" : "ar-sa";
    const checkout = () => screen.getByRole("link", { name: strings[lang].cart.summary.checkout });
    const show = () => {
      // Read from the store a moment ago: the drawer does not ask it again (outside Next's router
      // the page's locale, which the read is keyed by, is the default one).
      useCartStore.setState({ loaded: loadedKey(CART_ID, DEFAULT_LOCALE), savedAt: Date.now() });
      renderIn(lang, <MiniCart locale={locale} onNavigate={() => {}} />);
    };

    it(`carries the boutique chosen this visit (${lang})`, () => {
      sessionStorage.setItem("lumina:pickup-store:sa", "7");
      show();
      const href = new URL(checkout().getAttribute("href")!, "http://shop.test");
      expect(href.pathname).toBe(`/${cart([]).locale}/checkout`);
      expect(href.searchParams.get("cartId")).toBe(CART_ID);
      expect(href.searchParams.get("store")).toBe("7");
    });

    it(`carries no boutique when none was chosen (${lang})`, () => {
      show();
      expect(checkout().getAttribute("href")).not.toContain("store=");
    });
  }
});
