import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "./api";
import { cartCommands, cartKey, fetchCart } from "./cart-commands";
import { setCartUi, useCartStore } from "./cart-store";
import { useCartCountStore } from "./count-store";
import { toClientCart } from "./totals";
import { CART_ID, OTHER_CART_ID, cart, line } from "./test-support";

// The badge count persists to session storage; node has none, so give it one before the store loads.
vi.hoisted(() => {
  const data = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as Storage;
});

vi.mock("./api", async (original) => {
  const real = await original<typeof import("./api")>();
  return { ...real, createCart: vi.fn(), addProduct: vi.fn(), getCart: vi.fn(), updateProduct: vi.fn(), deleteProduct: vi.fn(), cartFromOrder: vi.fn() };
});

const mocked = vi.mocked(api);
const ui = { toast: vi.fn(), panels: vi.fn(), openMiniCart: vi.fn() };
let queryClient: QueryClient;
const ctx = () => ({ queryClient, locale: "en-sa" as const });
const key = (id = CART_ID) => cartKey("sa", id, "en-sa");
const ring = [{ product_id: 12, variant_id: 34, quantity: 1 }];

beforeEach(() => {
  vi.resetAllMocks();
  queryClient = new QueryClient();
  useCartStore.setState({ cartId: null, ready: true, signedIn: false, customerCartId: null });
  useCartCountStore.setState({ count: 0 });
  ui.panels.mockReturnValue("panels as the add began");
  setCartUi(ui);
});

describe("cart commands", () => {
  it("the first add creates the cart (channel 1) and makes it the tab's cart", async () => {
    mocked.createCart.mockResolvedValue(cart([line({ quantity: 2 })]));
    const result = await cartCommands(ctx()).add(ring, { sku: "R-54" });
    expect(result.ok).toBe(true);
    expect(mocked.createCart).toHaveBeenCalledWith({ region: "sa", locale: "en-sa", payload: { line_items: ring, channel_id: 1 }, item: { sku: "R-54" } });
    expect(mocked.addProduct).not.toHaveBeenCalled();
    expect(useCartStore.getState().cartId).toBe(CART_ID);
    expect(queryClient.getQueryData(key())).toMatchObject({ id: CART_ID, totalCount: 2 });
    expect(useCartCountStore.getState().count).toBe(2);
    // With the panels as they were when the add began: it opens only if none changed since.
    expect(ui.openMiniCart).toHaveBeenCalledExactlyOnceWith("panels as the add began");
  });

  it("later adds go to the existing cart", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.addProduct.mockResolvedValue(cart([line({ quantity: 3 })]));
    await cartCommands(ctx()).add(ring);
    expect(mocked.createCart).not.toHaveBeenCalled();
    expect(mocked.addProduct).toHaveBeenCalledWith(expect.objectContaining({ cartId: CART_ID, payload: { line_items: ring } }));
  });

  it("two quick adds without a cart create one cart, the second adds to it", async () => {
    mocked.createCart.mockImplementation(async () => cart([line()]));
    mocked.addProduct.mockResolvedValue(cart([line({ quantity: 2 })]));
    const commands = cartCommands(ctx());
    await Promise.all([commands.add(ring), commands.add(ring)]);
    expect(mocked.createCart).toHaveBeenCalledTimes(1);
    expect(mocked.addProduct).toHaveBeenCalledTimes(1);
    expect(useCartCountStore.getState().count).toBe(2);
  });

  it("a cart the store no longer knows is replaced by a new one on add", async () => {
    useCartStore.setState({ cartId: OTHER_CART_ID });
    mocked.addProduct.mockRejectedValue(api.cartFailure("Cart not found", 404, "cartNotFound"));
    mocked.createCart.mockResolvedValue(cart([line()]));
    expect((await cartCommands(ctx()).add(ring)).ok).toBe(true);
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("quantityExceeds becomes its toast; nothing opens or changes", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.addProduct.mockRejectedValue(api.cartFailure("Only 2 left", 409, "quantityExceeds", { available: 2, sku: "R-54" }));
    const result = await cartCommands(ctx()).add(ring);
    expect(result).toMatchObject({ ok: false, error: { code: "quantityExceeds" } });
    expect(ui.toast).toHaveBeenCalledWith("error", "cart.toast.quantityExceeds", { count: 2 });
    expect(ui.openMiniCart).not.toHaveBeenCalled();
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("when the bag already holds all that is left, the toast says so", async () => {
    useCartStore.setState({ cartId: CART_ID });
    queryClient.setQueryData(key(), toClientCart(cart([line({ sku: "R-54", quantity: 2, available_to_sell: 2 })])));
    mocked.addProduct.mockRejectedValue(api.cartFailure("Only 2 left", 409, "quantityExceeds", { available: 2, sku: "R-54" }));
    await cartCommands(ctx()).add(ring);
    expect(ui.toast).toHaveBeenCalledWith("error", "cart.toast.allInBag", { count: 2 });
  });

  it("update sends the line's product and variant with the new quantity", async () => {
    useCartStore.setState({ cartId: CART_ID });
    queryClient.setQueryData(key(), toClientCart(cart([line()])));
    mocked.updateProduct.mockResolvedValue(cart([line({ quantity: 4 })]));
    await cartCommands(ctx()).update(line().id, 4);
    expect(mocked.updateProduct).toHaveBeenCalledWith(
      expect.objectContaining({ cartId: CART_ID, itemId: line().id, payload: { line_item: { product_id: 12, variant_id: 34, quantity: 4 } } }),
    );
    expect(useCartCountStore.getState().count).toBe(4);
  });

  it("a change answering null (the cart emptied) clears everything", async () => {
    useCartStore.setState({ cartId: CART_ID });
    useCartCountStore.setState({ count: 1 });
    queryClient.setQueryData(key(), toClientCart(cart([line()])));
    mocked.deleteProduct.mockResolvedValue(null);
    const result = await cartCommands(ctx()).remove(line().id);
    expect(result).toEqual({ ok: true, cart: null });
    expect(useCartStore.getState().cartId).toBeNull();
    expect(useCartCountStore.getState().count).toBe(0);
    expect(queryClient.getQueryData(key())).toBeUndefined();
  });

  it("opening a shared cart that belongs to a customer fails quietly for the page to explain", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.getCart.mockRejectedValue(api.cartFailure("This cart belongs to another customer", 403, "forbidden"));
    const result = await cartCommands(ctx()).openCartById(OTHER_CART_ID);
    expect(result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("rebuilding from an order makes the new cart current", async () => {
    mocked.cartFromOrder.mockResolvedValue(cart([line(), line({ id: "b", quantity: 2 })]));
    const result = await cartCommands(ctx()).rebuildFromOrder(100042, "key");
    expect(mocked.cartFromOrder).toHaveBeenCalledWith({ orderId: 100042, key: "key", region: "sa", locale: "en-sa" });
    expect(result.ok && result.cart?.totalCount).toBe(3);
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });
});

describe("fetchCart", () => {
  it("a 404 forgets the stale id", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.getCart.mockRejectedValue(api.cartFailure("Cart not found", 404, "cartNotFound"));
    expect(await fetchCart(ctx(), CART_ID)).toBeNull();
    expect(useCartStore.getState().cartId).toBeNull();
  });

  it("an outage falls back to the cached cart, and fails when there is none", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.getCart.mockRejectedValue(api.cartFailure("unavailable", 503, "unavailable"));
    await expect(fetchCart(ctx(), CART_ID)).rejects.toMatchObject({ code: "unavailable" });
    const cached = toClientCart(cart([line()]));
    queryClient.setQueryData(key(), cached);
    expect(await fetchCart(ctx(), CART_ID)).toBe(cached);
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });
});
