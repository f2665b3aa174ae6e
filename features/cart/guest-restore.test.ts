import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartKey } from "./cart-commands";
import { useCartStore } from "./cart-store";
import { restoreGuestCart } from "./guest-restore";
import { GUEST_CART_KEY } from "./guest-store";
import { toClientCart } from "./totals";
import { CART_ID, OTHER_CART_ID, cart, line, memoryStorage } from "./test-support";

let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
let queryClient: QueryClient;
const ctx = () => ({ queryClient, locale: "en-sa" as const });
const saved = (cartData: unknown, cartId = CART_ID) => JSON.stringify({ cartId, cartData, timestamp: Date.now() - 60_000, region: "sa", locale: "en-sa" });

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  queryClient = new QueryClient();
  useCartStore.setState({ cartId: null, ready: false, signedIn: false, customerCartId: null });
});
afterEach(() => vi.unstubAllGlobals());

describe("guest cart start-up (spec section 4)", () => {
  it("a stored cart with data, none cached: it becomes the cached cart and its id goes to session storage", () => {
    const data = toClientCart(cart([line({ quantity: 2 })]));
    local.setItem(GUEST_CART_KEY, saved(data));
    restoreGuestCart(ctx());
    expect(queryClient.getQueryData(cartKey("sa", CART_ID, "en-sa"))).toEqual(data);
    // Dated as it was saved, so the page refreshes it from the store at once.
    expect(queryClient.getQueryState(cartKey("sa", CART_ID, "en-sa"))!.dataUpdatedAt).toBeLessThan(Date.now() - 30_000);
    expect(session.data.get("cartId")).toBe(CART_ID);
    expect(useCartStore.getState()).toMatchObject({ cartId: CART_ID, ready: true });
  });

  it("only an id stored: the id is saved, nothing is cached", () => {
    local.setItem(GUEST_CART_KEY, saved(null));
    restoreGuestCart(ctx());
    expect(session.data.get("cartId")).toBe(CART_ID);
    expect(queryClient.getQueryData(cartKey("sa", CART_ID, "en-sa"))).toBeUndefined();
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("a cart already cached is kept", () => {
    const current = toClientCart(cart([line()], { id: OTHER_CART_ID }));
    useCartStore.setState({ cartId: OTHER_CART_ID });
    queryClient.setQueryData(cartKey("sa", OTHER_CART_ID, "en-sa"), current);
    local.setItem(GUEST_CART_KEY, saved(toClientCart(cart([line()]))));
    restoreGuestCart(ctx());
    expect(useCartStore.getState().cartId).toBe(OTHER_CART_ID);
    expect(queryClient.getQueryData(cartKey("sa", CART_ID, "en-sa"))).toBeUndefined();
  });

  it("a signed-in customer gets nothing from the guest store", () => {
    useCartStore.setState({ signedIn: true });
    local.setItem(GUEST_CART_KEY, saved(toClientCart(cart([line()]))));
    restoreGuestCart(ctx());
    expect(session.data.has("cartId")).toBe(false);
    expect(useCartStore.getState()).toMatchObject({ cartId: null, ready: true });
  });

  it("nothing stored: the session's id (this tab's cart) is the cart", () => {
    session.setItem("cartId", OTHER_CART_ID);
    restoreGuestCart(ctx());
    expect(useCartStore.getState()).toMatchObject({ cartId: OTHER_CART_ID, ready: true });
  });
});
