// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GUEST_RESTORE_DELAY_MS } from "@/lib/constants";
import { showToast } from "@/features/shell/client";
import { useCustomerStore } from "@/features/customer/client";
import { renderIn } from "@/tests/support/render";
import * as api from "./api";
import { SESSION_CART_REGION_KEY } from "./cart-id";
import { SESSION_CART_DATA_KEY } from "./cart-persist";
import { notifyCart, useCartStore } from "./cart-store";
import { CartBootstrap } from "./components/cart-bootstrap";
import { GUEST_CART_KEY } from "./guest-store";
import { toClientCart } from "./totals";
import { CART_ID, cart, line } from "./test-support";
import { useCart } from "./use-cart";
import { useCartCount } from "./use-cart-count";

vi.mock("next/navigation", () => ({ useParams: () => ({ locale: "en-sa" }) }));
vi.mock("@/features/shell/use-toast", () => ({ showToast: vi.fn() }));
vi.mock("./api", async (original) => {
  const real = await original<typeof import("./api")>();
  return { ...real, getCart: vi.fn(), resetSavedCart: vi.fn() };
});

const getCart = vi.mocked(api.getCart);
let answer: (value: ReturnType<typeof cart>) => void = () => {};

/** The header's badge and the mini cart's reading of the cart, beside the layout's bootstrap. */
function Page() {
  const count = useCartCount();
  const { cart: bag, isLoading } = useCart();
  return (
    <>
      <CartBootstrap locale="en-sa" />
      <output aria-label="badge">{count}</output>
      <p>{isLoading ? "loading" : bag ? `bag of ${bag.totalCount}` : "empty bag"}</p>
    </>
  );
}

const stored = (quantity: number) => toClientCart(cart([line({ quantity })]));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(showToast).mockReset();
  getCart.mockReset().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  vi.mocked(api.resetSavedCart).mockReset().mockResolvedValue(null);
  localStorage.clear();
  sessionStorage.clear();
  useCustomerStore.setState({ customer: null });
  useCartStore.setState({
    cartId: null,
    cart: null,
    savedAt: 0,
    loaded: null,
    status: "idle",
    ready: false,
    hydrated: false,
    signedIn: false,
    customerCartId: null,
    notice: null,
  });
});
afterEach(async () => {
  answer(cart([line()]));
  cleanup();
  vi.useRealTimers();
});

describe("CartBootstrap", () => {
  it("a reload shows the tab's last known bag and badge while the store is asked, then its answer", async () => {
    sessionStorage.setItem("cartId", CART_ID);
    sessionStorage.setItem(SESSION_CART_REGION_KEY, "sa");
    sessionStorage.setItem(
      SESSION_CART_DATA_KEY,
      JSON.stringify({ cartData: stored(3), timestamp: Date.now() - 1000, region: "sa" }),
    );
    renderIn("en", <Page />);
    expect(screen.getByLabelText("badge").textContent).toBe("3");
    expect(screen.getByText("bag of 3")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("bag of 3")).toBeTruthy();
    expect(getCart).toHaveBeenCalledWith({ cartId: CART_ID, region: "sa", locale: "en-sa" });
    await act(async () => answer(cart([line({ quantity: 4 })])));
    expect(screen.getByLabelText("badge").textContent).toBe("4");
    expect(screen.getByText("bag of 4")).toBeTruthy();
  });

  it("a guest's new tab shows the guest copy 100 ms in, not an empty bag, until the store answers", async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        cartId: CART_ID,
        cartData: stored(2),
        timestamp: Date.now() - 1000,
        region: "sa",
        locale: "en-sa",
      }),
    );
    renderIn("en", <Page />);
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(GUEST_RESTORE_DELAY_MS));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText("bag of 2")).toBeTruthy();
    expect(screen.getByLabelText("badge").textContent).toBe("2");
    expect(getCart).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("cartId")).toBe(CART_ID);
  });

  it("no cart anywhere: an empty bag once the restore has run, and no read", async () => {
    renderIn("en", <Page />);
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(GUEST_RESTORE_DELAY_MS));
    expect(screen.getByText("empty bag")).toBeTruthy();
    expect(getCart).not.toHaveBeenCalled();
  });

  it("a region change forgets the old country's cart, stored copies included, and resets the saved cart", async () => {
    sessionStorage.setItem(SESSION_CART_REGION_KEY, "ae");
    sessionStorage.setItem("cartId", CART_ID);
    sessionStorage.setItem(
      SESSION_CART_DATA_KEY,
      JSON.stringify({ cartData: stored(1), timestamp: Date.now(), region: "ae" }),
    );
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({ cartId: CART_ID, cartData: stored(1), timestamp: Date.now(), region: "ae", locale: "en-ae" }),
    );
    renderIn("en", <Page />);
    await act(async () => vi.advanceTimersByTimeAsync(GUEST_RESTORE_DELAY_MS));
    expect(screen.getByText("empty bag")).toBeTruthy();
    expect(screen.getByLabelText("badge").textContent).toBe("0");
    expect(sessionStorage.getItem("cartId")).toBeNull();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_CART_REGION_KEY)).toBe("sa");
    expect(api.resetSavedCart).toHaveBeenCalledWith({ region: "sa" });
    expect(getCart).not.toHaveBeenCalled();
  });

  it("the same country keeps the cart", () => {
    sessionStorage.setItem(SESSION_CART_REGION_KEY, "sa");
    sessionStorage.setItem("cartId", CART_ID);
    renderIn("en", <Page />);
    expect(useCartStore.getState().cartId).toBe(CART_ID);
    expect(api.resetSavedCart).not.toHaveBeenCalled();
  });

  it("a signed-in customer gets no guest copy; it is restored 100 ms after she signs out, not before", async () => {
    useCustomerStore.setState({
      customer: { entityId: 5, firstName: "Noura", lastName: "A", email: "n@example.com", region: "sa" },
    });
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({ cartId: CART_ID, cartData: stored(2), timestamp: Date.now(), region: "sa", locale: "en-sa" }),
    );
    renderIn("en", <Page />);
    await act(async () => vi.advanceTimersByTimeAsync(GUEST_RESTORE_DELAY_MS * 3));
    expect(useCartStore.getState()).toMatchObject({ signedIn: true, cartId: null, ready: true });
    await act(async () => useCustomerStore.setState({ customer: null }));
    await act(async () => vi.advanceTimersByTimeAsync(GUEST_RESTORE_DELAY_MS - 1));
    expect(useCartStore.getState().cartId).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(useCartStore.getState().cartId).toBe(CART_ID);
  });

  it("a cart toast is translated with the page's strings, in the reader's digits, once", async () => {
    renderIn("en", <Page />);
    await act(async () => notifyCart("error", "cart.toast.quantityExceeds", { count: 2 }));
    expect(showToast).toHaveBeenCalledExactlyOnceWith("error", "Sorry, only 2 are left in stock.");
    expect(useCartStore.getState().notice).toBeNull();
  });
});
