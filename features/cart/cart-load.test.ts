import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from "./api";
import { CART_STALE_MS, cartRetryDelay, hydrateCart, loadCart } from "./cart-load";
import { SESSION_CART_DATA_KEY } from "./cart-persist";
import { rememberCart, useCartStore } from "./cart-store";
import { GUEST_CART_KEY } from "./guest-store";
import { toClientCart } from "./totals";
import { CART_ID, OTHER_CART_ID, cart, line, memoryStorage } from "./test-support";
import { cartView } from "./use-cart";

vi.mock("./api", async (original) => {
  const real = await original<typeof import("./api")>();
  return { ...real, getCart: vi.fn() };
});

const getCart = vi.mocked(api.getCart);
const outage = () => api.cartFailure("unavailable", 503, "unavailable");
let local: ReturnType<typeof memoryStorage>;
let session: ReturnType<typeof memoryStorage>;
const state = () => useCartStore.getState();

beforeEach(() => {
  vi.resetAllMocks();
  local = memoryStorage();
  session = memoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
  useCartStore.setState({
    cartId: null,
    cart: null,
    savedAt: 0,
    loaded: null,
    status: "idle",
    ready: true,
    hydrated: false,
    signedIn: false,
    customerCartId: null,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reading the cart", () => {
  it("the answer becomes the cart, marked as read in this locale", async () => {
    useCartStore.setState({ cartId: CART_ID });
    getCart.mockResolvedValue(cart([line({ quantity: 2 })]));
    await loadCart("en-sa");
    expect(getCart).toHaveBeenCalledWith({ cartId: CART_ID, region: "sa", locale: "en-sa" });
    expect(state()).toMatchObject({ cart: { id: CART_ID, totalCount: 2 }, loaded: `${CART_ID}|en-sa`, status: "idle" });
    // Read lately: asking again within 30 s does not call the store; forcing (refetch) does.
    await loadCart("en-sa");
    expect(getCart).toHaveBeenCalledTimes(1);
    await loadCart("en-sa", { force: true });
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it("many readers at once make one read", async () => {
    useCartStore.setState({ cartId: CART_ID });
    getCart.mockResolvedValue(cart([line()]));
    await Promise.all([loadCart("en-sa"), loadCart("en-sa"), loadCart("en-sa")]);
    expect(getCart).toHaveBeenCalledTimes(1);
  });

  it("a read older than 30 s, or in another language, is made again", async () => {
    useCartStore.setState({
      cartId: CART_ID,
      cart: toClientCart(cart([line()])),
      loaded: `${CART_ID}|en-sa`,
      savedAt: Date.now() - CART_STALE_MS - 1,
    });
    getCart.mockResolvedValue(cart([line()]));
    await loadCart("en-sa");
    expect(getCart).toHaveBeenCalledTimes(1);
    await loadCart("ar-sa");
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it("an outage is retried 3 times, 1 s, 2 s then 4 s apart, then fails with nothing to show", async () => {
    vi.useFakeTimers();
    useCartStore.setState({ cartId: CART_ID });
    getCart.mockRejectedValue(outage());
    const read = loadCart("en-sa");
    await vi.advanceTimersByTimeAsync(0);
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(cartView(state())).toEqual({ cart: null, isLoading: true, isError: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(getCart).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getCart).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(getCart).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await read;
    expect(getCart).toHaveBeenCalledTimes(4);
    expect(cartView(state())).toEqual({ cart: null, isLoading: false, isError: true });
  });

  it("the delay doubles but never passes 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(cartRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("a refusal is not retried", async () => {
    useCartStore.setState({ cartId: CART_ID });
    getCart.mockRejectedValue(api.cartFailure("Too many requests", 429, "tooManyRequests"));
    await loadCart("en-sa");
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(state().status).toBe("error");
  });

  it("a cart the store no longer knows (404) or that is not ours (403) is forgotten, storage included", async () => {
    for (const [status, code] of [
      [404, "cartNotFound"],
      [403, "forbidden"],
    ] as const) {
      rememberCart("en-sa", toClientCart(cart([line()])));
      expect(session.data.get("cartId")).toBe(CART_ID);
      getCart.mockRejectedValueOnce(api.cartFailure("no", status, code));
      await loadCart("en-sa", { force: true });
      expect(state()).toMatchObject({ cartId: null, cart: null });
      expect(session.data.has("cartId")).toBe(false);
      expect(local.data.has(GUEST_CART_KEY)).toBe(false);
    }
    expect(getCart).toHaveBeenCalledTimes(2);
  });

  it("a failed read falls back to the last known cart", async () => {
    vi.useFakeTimers();
    const known = toClientCart(cart([line()]));
    useCartStore.setState({ cartId: CART_ID, cart: known });
    getCart.mockRejectedValue(outage());
    const read = loadCart("en-sa");
    await vi.runAllTimersAsync();
    await read;
    expect(cartView(state())).toEqual({ cart: known, isLoading: false, isError: false });
  });

  it("a failed read falls back to the guest copy of the same cart", async () => {
    const copy = toClientCart(cart([line({ quantity: 2 })]));
    local.setItem(
      GUEST_CART_KEY,
      JSON.stringify({ cartId: CART_ID, cartData: copy, timestamp: Date.now() - 1000, region: "sa", locale: "en-sa" }),
    );
    useCartStore.setState({ cartId: CART_ID });
    getCart.mockRejectedValue(api.cartFailure("Bad request", 400, "badRequest"));
    await loadCart("en-sa");
    expect(cartView(state())).toEqual({ cart: copy, isLoading: false, isError: false });
  });

  it("an answer that arrives after the cart changed is dropped", async () => {
    useCartStore.setState({ cartId: CART_ID });
    let answer!: (value: ReturnType<typeof cart>) => void;
    getCart.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const read = loadCart("en-sa");
    await vi.waitFor(() => expect(getCart).toHaveBeenCalled());
    const newer = toClientCart(cart([line({ quantity: 5 })]));
    rememberCart("en-sa", newer);
    answer(cart([line({ quantity: 1 })]));
    await read;
    expect(state().cart).toBe(newer);
  });
});

describe("start-up: no empty bag on reload", () => {
  const copy = toClientCart(cart([line({ quantity: 3 })]));
  const stored = (region = "sa") => JSON.stringify({ cartData: copy, timestamp: Date.now() - 5000, region });

  it("the tab's id and last known cart come back from session storage and show while the read runs", async () => {
    session.setItem("cartId", CART_ID);
    session.setItem(SESSION_CART_DATA_KEY, stored());
    useCartStore.setState({ ready: false });
    hydrateCart("en-sa");
    expect(state()).toMatchObject({ cartId: CART_ID, cart: copy, loaded: null, hydrated: true });
    expect(cartView(state())).toEqual({ cart: copy, isLoading: false, isError: false });
    // Only the store's answers make a guest copy: before it, this may be a customer's cart whose sign-in is not known yet.
    expect(local.data.has(GUEST_CART_KEY)).toBe(false);
    // It is a copy: the store is asked again even though the copy is only 5 s old.
    let answer!: (value: ReturnType<typeof cart>) => void;
    getCart.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const read = loadCart("en-sa");
    await vi.waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
    expect(cartView(state())).toEqual({ cart: copy, isLoading: false, isError: false });
    answer(cart([line({ quantity: 4 })]));
    await read;
    expect(cartView(state()).cart).toMatchObject({ totalCount: 4 });
  });

  it("another country's copy, or another cart's, is not shown", () => {
    session.setItem("cartId", CART_ID);
    session.setItem(SESSION_CART_DATA_KEY, stored("ae"));
    hydrateCart("en-sa");
    expect(state()).toMatchObject({ cartId: CART_ID, cart: null });
    expect(cartView(state()).isLoading).toBe(true);
    useCartStore.setState({ hydrated: false, cartId: null });
    session.setItem("cartId", OTHER_CART_ID);
    session.setItem(SESSION_CART_DATA_KEY, stored());
    hydrateCart("en-sa");
    expect(state()).toMatchObject({ cartId: OTHER_CART_ID, cart: null });
  });

  it("runs once a page", () => {
    hydrateCart("en-sa");
    session.setItem("cartId", CART_ID);
    hydrateCart("en-sa");
    expect(state().cartId).toBeNull();
  });
});
