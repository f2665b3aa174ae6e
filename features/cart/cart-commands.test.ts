import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePanelsStore } from "@/features/shell/client";
import * as api from "./api";
import { cartCommands } from "./cart-commands";
import { selectCartCount, useCartStore } from "./cart-store";
import { toClientCart } from "./totals";
import { CART_ID, OTHER_CART_ID, cart, line } from "./test-support";

vi.mock("./api", async (original) => {
  const real = await original<typeof import("./api")>();
  return {
    ...real,
    createCart: vi.fn(),
    addProduct: vi.fn(),
    getCart: vi.fn(),
    updateProduct: vi.fn(),
    deleteProduct: vi.fn(),
    cartFromOrder: vi.fn(),
  };
});
vi.mock("./cart-sound", () => ({ playCartSound: vi.fn() }));

const mocked = vi.mocked(api);
const ctx = () => ({ locale: "en-sa" as const });
const ring = [{ product_id: 12, variant_id: 34, quantity: 1 }];
const count = () => selectCartCount(useCartStore.getState());
const held = (data = toClientCart(cart([line()]))) =>
  useCartStore.setState({ cartId: data.id, cart: data, loaded: `${data.id}|en-sa` });

beforeEach(() => {
  vi.resetAllMocks();
  useCartStore.setState({
    cartId: null,
    cart: null,
    loaded: null,
    status: "idle",
    ready: true,
    signedIn: false,
    customerCartId: null,
    notice: null,
  });
  usePanelsStore.getState().closeAll();
});

describe("cart commands", () => {
  it("the first add creates the cart (channel 1) and makes it the tab's cart", async () => {
    mocked.createCart.mockResolvedValue(cart([line({ quantity: 2 })]));
    const result = await cartCommands(ctx()).add(ring, { sku: "R-54" });
    expect(result.ok).toBe(true);
    expect(mocked.createCart).toHaveBeenCalledWith({
      region: "sa",
      locale: "en-sa",
      payload: { line_items: ring, channel_id: 1 },
      item: { sku: "R-54" },
    });
    expect(mocked.addProduct).not.toHaveBeenCalled();
    expect(useCartStore.getState()).toMatchObject({
      cartId: CART_ID,
      cart: { id: CART_ID, totalCount: 2 },
      loaded: `${CART_ID}|en-sa`,
    });
    expect(count()).toBe(2);
    // Opened by state: the panels store's drawer, no callback.
    expect(usePanelsStore.getState().rightDrawer).toBe("mini-cart");
  });

  it("an add leaves the mini cart closed when she opened another panel meanwhile", async () => {
    mocked.createCart.mockImplementation(async () => {
      usePanelsStore.getState().openDrawer("account");
      return cart([line()]);
    });
    expect((await cartCommands(ctx()).add(ring)).ok).toBe(true);
    expect(usePanelsStore.getState().rightDrawer).toBe("account");
  });

  it("later adds go to the existing cart", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.addProduct.mockResolvedValue(cart([line({ quantity: 3 })]));
    await cartCommands(ctx()).add(ring);
    expect(mocked.createCart).not.toHaveBeenCalled();
    expect(mocked.addProduct).toHaveBeenCalledWith(
      expect.objectContaining({ cartId: CART_ID, payload: { line_items: ring } }),
    );
  });

  it("two quick adds without a cart create one cart, the second adds to it", async () => {
    mocked.createCart.mockImplementation(async () => cart([line()]));
    mocked.addProduct.mockResolvedValue(cart([line({ quantity: 2 })]));
    const commands = cartCommands(ctx());
    await Promise.all([commands.add(ring), commands.add(ring)]);
    expect(mocked.createCart).toHaveBeenCalledTimes(1);
    expect(mocked.addProduct).toHaveBeenCalledTimes(1);
    expect(count()).toBe(2);
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
    mocked.addProduct.mockRejectedValue(
      api.cartFailure("Only 2 left", 409, "quantityExceeds", { available: 2, sku: "R-54" }),
    );
    const result = await cartCommands(ctx()).add(ring);
    expect(result).toMatchObject({ ok: false, error: { code: "quantityExceeds" } });
    expect(useCartStore.getState().notice).toMatchObject({
      kind: "error",
      key: "cart.toast.quantityExceeds",
      values: { count: 2 },
    });
    expect(usePanelsStore.getState().rightDrawer).toBeNull();
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("when the bag already holds all that is left, the toast says so", async () => {
    held(toClientCart(cart([line({ sku: "R-54", quantity: 2, available_to_sell: 2 })])));
    mocked.addProduct.mockRejectedValue(
      api.cartFailure("Only 2 left", 409, "quantityExceeds", { available: 2, sku: "R-54" }),
    );
    await cartCommands(ctx()).add(ring);
    expect(useCartStore.getState().notice).toMatchObject({ key: "cart.toast.allInBag", values: { count: 2 } });
  });

  it("update sends the line's product and variant with the new quantity", async () => {
    held();
    mocked.updateProduct.mockResolvedValue(cart([line({ quantity: 4 })]));
    await cartCommands(ctx()).update(line().id, 4);
    expect(mocked.updateProduct).toHaveBeenCalledWith(
      expect.objectContaining({
        cartId: CART_ID,
        itemId: line().id,
        payload: { line_item: { product_id: 12, variant_id: 34, quantity: 4 } },
      }),
    );
    expect(count()).toBe(4);
  });

  it("a change answering null (the cart emptied) clears everything", async () => {
    held();
    expect(count()).toBe(1);
    mocked.deleteProduct.mockResolvedValue(null);
    const result = await cartCommands(ctx()).remove(line().id);
    expect(result).toEqual({ ok: true, cart: null });
    expect(useCartStore.getState()).toMatchObject({ cartId: null, cart: null });
    expect(count()).toBe(0);
  });

  it("opening a shared cart that belongs to a customer fails quietly for the page to explain", async () => {
    useCartStore.setState({ cartId: CART_ID });
    mocked.getCart.mockRejectedValue(api.cartFailure("This cart belongs to another customer", 403, "forbidden"));
    const result = await cartCommands(ctx()).openCartById(OTHER_CART_ID);
    expect(result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(useCartStore.getState().notice).toBeNull();
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
