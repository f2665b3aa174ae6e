import { describe, expect, it, vi } from "vitest";
import type { Cart } from "@/lib/commerce/cart-types";
import { authFailure } from "./api";
import { runLogin, type LoginSteps } from "./login-flow";

const customer = {
  entityId: 7,
  email: "noura@example.com",
  firstName: "Noura",
  lastName: "Saleh",
  phone: null,
  createdAt: "2026-11-21T00:00:00Z",
};
const verified = [
  { attribute_id: 15, attribute_value: "true" },
  { attribute_id: 16, attribute_value: "true" },
];
const cart = (id: string) => ({ id, redirect_urls: { checkout_url: `/en-sa/checkout?cartId=${id}` } }) as Cart;

function steps(overrides: Partial<LoginSteps> = {}): LoginSteps & { calls: string[] } {
  const calls: string[] = [];
  const track =
    <A extends unknown[], R>(name: string, result: (...args: A) => R) =>
    (...args: A) => {
      calls.push(name);
      return result(...args);
    };
  return {
    calls,
    login: track("login", async () => ({ customer })),
    loadAttributes: track("loadAttributes", async () => verified),
    abandon: track("abandon", async () => undefined),
    saveCustomer: track("saveCustomer", () => undefined),
    mergeCart: track("mergeCart", async () => cart("merged")),
    loadSavedCart: track("loadSavedCart", async () => cart("saved")),
    attachCustomer: track("attachCustomer", async () => cart("current")),
    useCart: vi.fn(track("useCart", () => undefined)),
    mergeWishlist: track("mergeWishlist", async () => undefined),
    closeModals: track("closeModals", () => undefined),
    goToCheckout: vi.fn(track("goToCheckout", () => undefined)),
    toast: vi.fn(track("toast", () => undefined)),
    log: vi.fn(),
    ...overrides,
  };
}

describe("the login flow", () => {
  it("runs the six steps in order and goes to checkout when asked", async () => {
    const s = steps();
    expect(await runLogin(s, { redirectToCheckout: true })).toBe("signed-in");
    expect(s.calls).toEqual([
      "login",
      "loadAttributes",
      "saveCustomer",
      "mergeCart",
      "useCart",
      "mergeWishlist",
      "closeModals",
      "toast",
      "goToCheckout",
    ]);
    expect(s.useCart).toHaveBeenCalledWith(cart("merged"));
    expect(s.goToCheckout).toHaveBeenCalledWith("/en-sa/checkout?cartId=merged");
    expect(s.toast).toHaveBeenCalledWith("auth.toast.signedIn", { name: "Noura" });
  });

  it("goes to a hosted country's checkout through our checkout page, which sends her on signed in", async () => {
    const hosted = {
      id: "c0ffee00-0000-4000-8000-000000000001",
      locale: "en-ae",
      redirect_urls: { checkout_url: "https://checkout.ae.example/cart.php?action=loadInCheckout&id=1&token=t" },
    } as Cart;
    const s = steps({ mergeCart: async () => hosted });
    expect(await runLogin(s, { redirectToCheckout: true })).toBe("signed-in");
    expect(s.goToCheckout).toHaveBeenCalledWith("/en-ae/checkout?cartId=c0ffee00-0000-4000-8000-000000000001");
  });

  it("step 1: an error answer shows its toast (invalidCredentials, tooManyAttempts) and stops", async () => {
    for (const code of ["invalidCredentials", "tooManyAttempts", "verifyEmail"]) {
      const s = steps({ login: async () => Promise.reject(authFailure("no", 401, code)) });
      expect(await runLogin(s)).toBe("refused");
      expect(s.toast).toHaveBeenCalledWith(`auth.toast.${code}`);
      expect(s.calls).toEqual(["toast"]);
    }
  });

  it("step 2: failing to load the attributes aborts the login and ends the new session", async () => {
    const s = steps({ loadAttributes: async () => Promise.reject(new Error("down")) });
    expect(await runLogin(s)).toBe("aborted");
    expect(s.calls).toEqual(["login", "abandon", "toast"]);
  });

  it("step 3: a verification mail sent but not confirmed shows verifyEmail and stops", async () => {
    const s = steps({
      loadAttributes: async () => [
        { attribute_id: 16, attribute_value: "true" },
        { attribute_id: 15, attribute_value: "false" },
      ],
    });
    expect(await runLogin(s)).toBe("refused");
    expect(s.toast).toHaveBeenCalledWith("auth.toast.verifyEmail");
    expect(s.calls).not.toContain("saveCustomer");
  });

  it("step 5: a failed merge is logged and falls back to the saved cart, else attaches the customer", async () => {
    const failing = { mergeCart: async () => Promise.reject(new Error("merge")) };
    const saved = steps(failing);
    await runLogin(saved);
    expect(saved.useCart).toHaveBeenCalledWith(cart("saved"));
    expect(saved.log).toHaveBeenCalledWith("cart merge failed", expect.any(Error));

    const none = steps({ ...failing, loadSavedCart: async () => null });
    await runLogin(none);
    expect(none.useCart).toHaveBeenCalledWith(cart("current"));

    const broken = steps({
      ...failing,
      loadSavedCart: async () => null,
      attachCustomer: async () => Promise.reject(new Error("attach")),
    });
    expect(await runLogin(broken)).toBe("signed-in");
    expect(broken.useCart).toHaveBeenCalledWith(null);
  });

  it("a wishlist merge failure never stops the login", async () => {
    const s = steps({ mergeWishlist: async () => Promise.reject(new Error("wish")) });
    expect(await runLogin(s)).toBe("signed-in");
    expect(s.log).toHaveBeenCalledWith("wishlist merge failed", expect.any(Error));
  });
});
