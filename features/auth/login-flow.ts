import type { Cart } from "@/lib/commerce/cart-types";
import { verificationPending } from "@/lib/commerce/customer-attributes";
import { checkoutHref } from "@/features/cart";
import type { AttributeValue, Customer } from "@/lib/commerce/customer-types";
import { authErrorKey } from "./api";

/** What the login flow needs from the world; the hook passes the real calls, tests fakes. */
export type LoginSteps = {
  login: () => Promise<{ customer: Customer }>;
  loadAttributes: (customerId: number) => Promise<AttributeValue[]>;
  /** Ends the session the server just opened (the flow stopped after step 1). */
  abandon: () => Promise<void>;
  saveCustomer: (customer: Customer, attributes: AttributeValue[]) => void;
  /** The server's merge of the guest cart into the saved cart (step 5). */
  mergeCart: () => Promise<Cart | null>;
  /** Fallbacks of step 5: the saved cart (the cart attribute), else the customer attached to the current cart. */
  loadSavedCart: () => Promise<Cart | null>;
  attachCustomer: () => Promise<Cart | null>;
  useCart: (cart: Cart | null) => void;
  mergeWishlist: () => Promise<void>;
  closeModals: () => void;
  goToCheckout: (url: string) => void;
  toast: (key: string, values?: Record<string, unknown>) => void;
  log: (message: string, error: unknown) => void;
};

export type LoginOutcome = "signed-in" | "refused" | "aborted";

/**
 * Sign-in, step by step: credentials, attributes, verification, the customer saved, the carts
 * merged, modals closed. A failure stops the flow only where the shopper cannot go on without
 * the step (credentials, attributes, verification); the cart and wishlist steps fall back.
 */
export async function runLogin(
  steps: LoginSteps,
  options: { redirectToCheckout?: boolean } = {},
): Promise<LoginOutcome> {
  // 1. Credentials: an error list is invalidCredentials (verifyEmail, tooManyAttempts likewise).
  let customer: Customer;
  try {
    ({ customer } = await steps.login());
  } catch (error) {
    steps.toast(authErrorKey(error));
    return "refused";
  }
  // 2. Attributes; a failure aborts the login.
  let attributes: AttributeValue[];
  try {
    attributes = await steps.loadAttributes(customer.entityId);
  } catch (error) {
    steps.log("attributes failed; login aborted", error);
    await steps.abandon().catch(() => undefined);
    steps.toast("auth.toast.failed");
    return "aborted";
  }
  // 3. Verification mail sent but not confirmed: verifyEmail, stop.
  if (verificationPending(attributes)) {
    await steps.abandon().catch(() => undefined);
    steps.toast("auth.toast.verifyEmail");
    return "refused";
  }
  // 4. The customer, saved locally and in the cache.
  steps.saveCustomer(customer, attributes);
  // 5. The guest cart merged into the customer's; on failure the saved cart, else the current one attached.
  let cart: Cart | null = null;
  try {
    cart = await steps.mergeCart();
  } catch (error) {
    steps.log("cart merge failed", error);
    try {
      cart = (await steps.loadSavedCart()) ?? (await steps.attachCustomer());
    } catch (fallbackError) {
      steps.log("attaching the customer to the cart failed", fallbackError);
    }
  }
  steps.useCart(cart);
  await steps.mergeWishlist().catch((error: unknown) => steps.log("wishlist merge failed", error));
  // 6. Modals closed; on to checkout when that was asked.
  steps.closeModals();
  steps.toast("auth.toast.signedIn", { name: customer.firstName });
  // Through our checkout page, as the bag's Checkout goes: a hosted country's sends her on signed in.
  if (options.redirectToCheckout && cart) steps.goToCheckout(checkoutHref(cart));
  return "signed-in";
}
