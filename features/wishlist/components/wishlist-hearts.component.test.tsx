// @vitest-environment happy-dom
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Wishlist } from "@/lib/commerce/wishlist-types";
import { renderIn, strings } from "@/tests/support/render";

/**
 * The page's heart controller as the locale layout mounts it, over hearts drawn as CardHeart
 * draws them. A guest's hearts must work with TanStack Query never loaded (ADR 0031), so its
 * import fails here, and the signed-in customer's part (the only module that uses it) is a fake
 * that records whether it was loaded at all.
 */
vi.mock("@tanstack/react-query", () => {
  throw new Error("TanStack Query was loaded");
});
vi.mock("@tanstack/query-core", () => {
  throw new Error("TanStack Query was loaded");
});
const customerPart = vi.hoisted(() => ({ loads: 0, watch: vi.fn(), toggle: vi.fn(), stop: vi.fn() }));
vi.mock("../customer-wishlist", () => {
  customerPart.loads++;
  return { watchCustomerWishlist: customerPart.watch, toggleCustomerWishlist: customerPart.toggle };
});
const toasts = vi.hoisted(() => vi.fn());
vi.mock("@/features/shell/use-toast", () => ({ useToast: () => toasts, showToast: toasts }));

const { WishlistHearts } = await import("./wishlist-hearts");
const { useGuestWishlistStore } = await import("../guest-store");
const { useCustomerStore } = await import("@/features/customer/client");

const t = strings.en.wishlist;
const list = (...ids: number[]): Wishlist[] => [
  {
    entityId: 1,
    name: "My wishlist",
    isDefault: true,
    items: ids.map((id) => ({
      entityId: id * 10,
      productEntityId: id,
      addedAt: "2026-01-01T00:00:00Z",
      product: {} as never,
    })),
  },
];

/** Two product cards' names and hearts (server markup) and the controller. */
function renderPage() {
  const view = renderIn(
    "en",
    <>
      <div>
        <h3 className="card-name">Ring</h3>
        <button type="button" data-wishlist-heart="1" aria-pressed="false" aria-label="Add Ring to wishlist" />
      </div>
      <div>
        <h3 className="card-name">Chain</h3>
        <button type="button" data-wishlist-heart="2" aria-pressed="false" aria-label="Add Chain to wishlist" />
      </div>
      <WishlistHearts locale="en-sa" />
    </>,
  );
  const heart = (id: number) => view.container.querySelector<HTMLButtonElement>(`[data-wishlist-heart="${id}"]`)!;
  return { heart };
}

const pressed = (button: HTMLElement) => button.getAttribute("aria-pressed");

beforeEach(() => {
  toasts.mockReset();
  customerPart.watch.mockReset();
  customerPart.toggle.mockReset();
  customerPart.stop.mockReset();
  useCustomerStore.getState().setCustomer(null);
  useGuestWishlistStore.getState().clear();
});
afterEach(cleanup);

describe("a guest's hearts", () => {
  it("are pressed from her list in local storage and toggle it, with TanStack Query and the customer part never loaded", async () => {
    useGuestWishlistStore.getState().add("sa", 2);
    const { heart } = renderPage();
    await waitFor(() => expect(pressed(heart(2))).toBe("true"));
    expect(pressed(heart(1))).toBe("false");
    expect(heart(2).getAttribute("aria-label")).toBe("Remove Chain from wishlist");

    await act(async () => heart(1).click());
    await waitFor(() => expect(pressed(heart(1))).toBe("true"));
    expect(useGuestWishlistStore.getState().items.map((i) => i.productId)).toEqual([1, 2]);
    expect(
      JSON.parse(localStorage.getItem("wishlist")!).state.items.map((i: { productId: number }) => i.productId),
    ).toEqual([1, 2]);
    expect(toasts).toHaveBeenLastCalledWith("success", t.toast.added);

    await act(async () => heart(2).click());
    await waitFor(() => expect(pressed(heart(2))).toBe("false"));
    expect(useGuestWishlistStore.getState().items.map((i) => i.productId)).toEqual([1]);
    expect(toasts).toHaveBeenLastCalledWith("info", t.toast.removed);
    expect(customerPart.loads).toBe(0);
  });

  it("a session of another country's store still keeps a guest list here (its routes would refuse her)", async () => {
    useCustomerStore
      .getState()
      .setCustomer({ entityId: 7, firstName: "Huda", lastName: "A", email: "h@example.com", region: "ae" });
    useGuestWishlistStore.getState().add("sa", 1);
    const { heart } = renderPage();
    await waitFor(() => expect(pressed(heart(1))).toBe("true"));
    await act(async () => heart(1).click());
    await waitFor(() => expect(pressed(heart(1))).toBe("false"));
    expect(customerPart.loads).toBe(0);
  });
});

describe("a signed-in customer's hearts", () => {
  it("load her part on demand, are pressed from her lists and toggle on the server, never in the guest list", async () => {
    useCustomerStore
      .getState()
      .setCustomer({ entityId: 7, firstName: "Huda", lastName: "A", email: "h@example.com", region: "sa" });
    customerPart.watch.mockImplementation((_locale: string, _id: number, onLists: (lists: Wishlist[]) => void) => {
      onLists(list(1));
      return customerPart.stop;
    });
    customerPart.toggle.mockResolvedValue({ ok: true, saved: false });
    const { heart } = renderPage();

    await waitFor(() => expect(pressed(heart(1))).toBe("true"));
    expect(pressed(heart(2))).toBe("false");
    expect(customerPart.loads).toBe(1);
    expect(customerPart.watch).toHaveBeenCalledWith("en-sa", 7, expect.any(Function));

    await act(async () => heart(1).click());
    await waitFor(() => expect(toasts).toHaveBeenLastCalledWith("info", t.toast.removed));
    expect(customerPart.toggle).toHaveBeenCalledExactlyOnceWith({ locale: "en-sa", customerId: 7 }, 1);
    expect(useGuestWishlistStore.getState().items).toEqual([]);
  });

  it("a refusal is her toast, and a lapsed session opens the sign-in modal", async () => {
    useCustomerStore
      .getState()
      .setCustomer({ entityId: 7, firstName: "Huda", lastName: "A", email: "h@example.com", region: "sa" });
    customerPart.watch.mockImplementation(() => customerPart.stop);
    customerPart.toggle.mockResolvedValue({ ok: false, code: "signInRequired" });
    const { usePanelsStore } = await import("@/features/shell/client");
    const { heart } = renderPage();
    await waitFor(() => expect(customerPart.watch).toHaveBeenCalled());

    await act(async () => heart(2).click());
    await waitFor(() => expect(toasts).toHaveBeenLastCalledWith("error", t.errors.signInAgain));
    expect(usePanelsStore.getState().authModal).toBe("sign-in");
    expect(pressed(heart(2))).toBe("false");
  });

  it("signing out stops following her lists and shows the guest list again", async () => {
    useCustomerStore
      .getState()
      .setCustomer({ entityId: 7, firstName: "Huda", lastName: "A", email: "h@example.com", region: "sa" });
    customerPart.watch.mockImplementation((_locale: string, _id: number, onLists: (lists: Wishlist[]) => void) => {
      onLists(list(1));
      return customerPart.stop;
    });
    const { heart } = renderPage();
    await waitFor(() => expect(pressed(heart(1))).toBe("true"));

    act(() => useCustomerStore.getState().setCustomer(null));
    await waitFor(() => expect(pressed(heart(1))).toBe("false"));
    expect(customerPart.stop).toHaveBeenCalledOnce();
  });
});
