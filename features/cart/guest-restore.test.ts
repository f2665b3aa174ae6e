import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCartStore } from "./cart-store";
import { restoreGuestCart } from "./guest-restore";
import { GUEST_CART_KEY } from "./guest-store";
import { toClientCart } from "./totals";
import { CART_ID, OTHER_CART_ID, cart, line, memoryStorage } from "./test-support";

let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
const ctx = () => ({ locale: "en-sa" as const });
const savedAt = () => Date.now() - 60_000;
const saved = (cartData: unknown, cartId = CART_ID, timestamp = savedAt()) =>
  JSON.stringify({ cartId, cartData, timestamp, region: "sa", locale: "en-sa" });

beforeEach(() => {
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  useCartStore.setState({
    cartId: null,
    cart: null,
    savedAt: 0,
    loaded: null,
    status: "idle",
    ready: false,
    signedIn: false,
    customerCartId: null,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("guest cart start-up", () => {
  it("a stored cart with data, none answered yet: it becomes the tab's cart, its id goes to session storage", () => {
    const data = toClientCart(cart([line({ quantity: 2 })]));
    const timestamp = savedAt();
    local.setItem(GUEST_CART_KEY, saved(data, CART_ID, timestamp));
    restoreGuestCart(ctx());
    // Dated as it was saved and not marked as answered, so the page reads it again at once.
    expect(useCartStore.getState()).toMatchObject({
      cartId: CART_ID,
      cart: data,
      savedAt: timestamp,
      loaded: null,
      ready: true,
    });
    expect(session.data.get("cartId")).toBe(CART_ID);
    // Restoring does not write the copy again (a fresher timestamp would outlive the 30 days).
    expect(JSON.parse(local.data.get(GUEST_CART_KEY)!).timestamp).toBe(timestamp);
  });

  it("only an id stored: the id is the tab's, no cart is shown", () => {
    local.setItem(GUEST_CART_KEY, saved(null));
    restoreGuestCart(ctx());
    expect(session.data.get("cartId")).toBe(CART_ID);
    expect(useCartStore.getState()).toMatchObject({ cartId: CART_ID, cart: null });
  });

  it("a cart the store already answered with is kept", () => {
    const current = toClientCart(cart([line()], { id: OTHER_CART_ID }));
    useCartStore.setState({ cartId: OTHER_CART_ID, cart: current, loaded: `${OTHER_CART_ID}|en-sa` });
    local.setItem(GUEST_CART_KEY, saved(toClientCart(cart([line()]))));
    restoreGuestCart(ctx());
    expect(useCartStore.getState()).toMatchObject({ cartId: OTHER_CART_ID, cart: current });
  });

  it("a copy read back from this tab's session does not keep out the guest cart (the store has not answered)", () => {
    const tabCopy = toClientCart(cart([line()], { id: OTHER_CART_ID }));
    useCartStore.setState({ cartId: OTHER_CART_ID, cart: tabCopy, loaded: null });
    const data = toClientCart(cart([line({ quantity: 3 })]));
    local.setItem(GUEST_CART_KEY, saved(data));
    restoreGuestCart(ctx());
    expect(useCartStore.getState()).toMatchObject({ cartId: CART_ID, cart: data });
  });

  it("a signed-in customer gets nothing from the guest store", () => {
    useCartStore.setState({ signedIn: true });
    local.setItem(GUEST_CART_KEY, saved(toClientCart(cart([line()]))));
    restoreGuestCart(ctx());
    expect(session.data.has("cartId")).toBe(false);
    expect(useCartStore.getState()).toMatchObject({ cartId: null, cart: null, ready: true });
  });

  it("nothing stored: the session's id (this tab's cart) is the cart", () => {
    session.setItem("cartId", OTHER_CART_ID);
    restoreGuestCart(ctx());
    expect(useCartStore.getState()).toMatchObject({ cartId: OTHER_CART_ID, ready: true });
  });
});
