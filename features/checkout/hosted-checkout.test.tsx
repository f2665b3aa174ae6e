import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Cart } from "@/lib/commerce/cart-types";
import en from "@/locales/en/common.json";
import ar from "@/locales/ar/common.json";
import { HostedGuestNotice } from "./components/hosted-guest-notice";

/**
 * A hosted country's checkout: a signed-in shopper goes through the Customer Login link; when none
 * can be made she is not sent off silently as a guest, the page tells her first (in her language).
 */
const state = vi.hoisted(() => ({
  session: null as null | { region: string; customerId: number },
  link: { url: "", signedIn: true },
  handedOver: [] as [string, number][],
  handOver: true as boolean | "throws",
}));
vi.mock("@/lib/session", async (original) => ({
  ...(await original<typeof import("@/lib/session")>()),
  sessionOfCookie: async () => state.session,
}));
vi.mock("@/lib/commerce/provider", async () => {
  const { hostedStandIn } = await import("@/tests/support/hosted-region");
  const hosted = hostedStandIn({
    checkoutLink: async () => state.link,
    handOverPickup: async (cartId: string, storeId: number) => {
      state.handedOver.push([cartId, storeId]);
      if (state.handOver === "throws") throw new Error("store down");
      return state.handOver;
    },
  });
  return { getCommerce: async (region: string) => (region === "ae" ? { region, hosted } : { region }) };
});
const { hostedCheckoutRedirect } = await import("./server");

const target = "https://checkout.ae.lumina.test/cart.php?action=loadInCheckout&id=c1&token=t";
const cart = (checkout_url: string) => ({ id: "c1", redirect_urls: { cart_url: "", checkout_url } }) as unknown as Cart;

describe("hostedCheckoutRedirect", () => {
  beforeEach(() => {
    state.session = { region: "ae", customerId: 7 };
  });

  it("sends a signed-in shopper through the login link", async () => {
    state.link = { url: "https://checkout.ae.lumina.test/login/token/x.y.z", signedIn: true };
    expect(await hostedCheckoutRedirect(cart(target), "en-ae", "token")).toEqual({
      url: "https://checkout.ae.lumina.test/login/token/x.y.z",
      guestFallback: false,
    });
  });

  it("marks the fallback to guest when the link cannot be made, so the page can say so", async () => {
    state.link = { url: target, signedIn: false };
    expect(await hostedCheckoutRedirect(cart(target), "en-ae", "token")).toEqual({ url: target, guestFallback: true });
  });

  it("sends a guest (or a shopper of another country) as she is, and leaves embedded carts to our checkout", async () => {
    state.session = null;
    expect(await hostedCheckoutRedirect(cart(target), "en-ae", null)).toEqual({ url: target, guestFallback: false });
    state.session = { region: "sa", customerId: 7 };
    expect(await hostedCheckoutRedirect(cart(target), "en-ae", "token")).toEqual({ url: target, guestFallback: false });
    expect(await hostedCheckoutRedirect(cart("/en-sa/checkout?cartId=c1"), "en-sa", "token")).toBeNull();
  });

  it("hands the boutique chosen here to the hosted checkout; a failure never keeps her from it", async () => {
    state.handedOver = [];
    state.link = { url: "https://checkout.ae.lumina.test/login/token/x.y.z", signedIn: true };
    for (const outcome of [true, false, "throws"] as const) {
      state.handOver = outcome;
      expect(await hostedCheckoutRedirect(cart(target), "en-ae", "token", 4)).toEqual({
        url: state.link.url,
        guestFallback: false,
      });
    }
    expect(state.handedOver).toEqual([
      ["c1", 4],
      ["c1", 4],
      ["c1", 4],
    ]);
    await hostedCheckoutRedirect(cart(target), "en-ae", "token");
    expect(state.handedOver).toHaveLength(3);
  });
});

describe("HostedGuestNotice", () => {
  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)(
    "tells her in %s that she continues as a guest, with the way on and the way back",
    async (lang, strings) => {
      const i18n = createInstance();
      await i18n.init({ lng: lang, resources: { [lang]: { common: strings } }, defaultNS: "common" });
      const html = renderToStaticMarkup(
        <HostedGuestNotice t={i18n.t} checkoutUrl={target} cartHref="/en-ae/cart?cartId=c1" />,
      );
      const copy = strings.checkout.hostedGuest;
      for (const text of [copy.title, copy.continue, copy.toBag]) expect(html).toContain(text);
      expect(html).toContain(`href="${target.replaceAll("&", "&amp;")}"`);
      expect(html).toContain('href="/en-ae/cart?cartId=c1"');
    },
  );
});
