import type { Cart } from "@/lib/commerce/cart-types";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import type { AttributeValue } from "@/lib/commerce/customer-types";
import { LOGOUT_RESTORE_DELAYS_MS } from "@/lib/constants";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { browserStorage } from "@/features/cart/browser-storage";
import { currentCartId, forget, remember } from "@/features/cart/cart-commands";
import { loadCart } from "@/features/cart/cart-load";
import { saveGuestCopy } from "@/features/cart/cart-persist";
import { useCartStore } from "@/features/cart/cart-store";
import { clearGuestCart } from "@/features/cart/guest-store";
import { toClientCart } from "@/features/cart/totals";
import { useCustomerStore } from "@/features/customer/store";
import { peekQueryClient } from "@/features/query/query-registry";
import { usePanelsStore } from "@/features/shell/panels-store";
import * as api from "./api";
import { runLogin, type LoginOutcome } from "./login-flow";

/** Query keys of everything that belongs to a signed-in customer (dropped at sign-out). */
export const CUSTOMER_QUERY_ROOTS = ["customer", "attributes", "orders", "addresses", "wishlist", "reviews", "instruments"] as const;

type Ui = { toast: (key: string, values?: Record<string, unknown>) => void; navigate: (url: string) => void };

const savedCartIdOf = (attributes: AttributeValue[]) =>
  attributes.find((a) => a.attribute_id === ATTRIBUTE.cartId || a.attribute_id === ATTRIBUTE.cartIdAlternative)?.attribute_value || null;

/** The cart a signed-in customer now holds: the tab's cart, no guest copy (customers keep it in the attribute). */
function holdCustomerCart(locale: Locale, cart: Cart | null) {
  const store = useCartStore.getState();
  store.set({ signedIn: true, customerCartId: cart?.id ?? null });
  clearGuestCart(browserStorage("local"));
  if (cart) remember({ locale }, toClientCart(cart));
  else forget();
}

/** Sign-in from any form: spec section 4's login flow with the real calls. */
export async function signIn(input: { email: string; password: string; locale: Locale; redirectToCheckout?: boolean }, ui: Ui): Promise<LoginOutcome> {
  const { locale } = input;
  const { region } = LOCALES[locale];
  let attributes: AttributeValue[] = [];
  return runLogin(
    {
      login: () => api.login({ email: input.email, password: input.password, region }),
      loadAttributes: async (id) => (attributes = await api.getAttributes({ id, region })),
      abandon: async () => void (await api.logout({ region })),
      saveCustomer: (customer) => {
        useCustomerStore.getState().setCustomer({ entityId: customer.entityId, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, region });
        // Only an island that queries has a client (issue 28): none means nothing to update.
        peekQueryClient()?.setQueryData(["customer", region], customer);
      },
      mergeCart: () => api.mergeCart({ guestCartId: currentCartId() ?? undefined, region, locale }),
      loadSavedCart: async () => {
        const id = savedCartIdOf(attributes);
        return id ? (await import("@/features/cart/api")).getCart({ cartId: id, region, locale }) : null;
      },
      attachCustomer: async () => {
        const id = currentCartId();
        const customerId = useCustomerStore.getState().customer?.entityId ?? 0;
        return id ? (await import("@/features/cart/api")).updateCart({ cartId: id, customerId, region, locale }) : null;
      },
      useCart: (cart) => holdCustomerCart(locale, cart),
      mergeWishlist: async () => {
        const result = await (await import("@/features/wishlist/merge")).mergeGuestWishlist(region);
        if (!result.ok) throw new Error(`wishlist merge answered ${result.code}`);
      },
      closeModals: () => usePanelsStore.getState().setAuthModal(null),
      goToCheckout: ui.navigate,
      toast: ui.toast,
      log: (message, error) => console.warn(`[login] ${message}`, error),
    },
    { redirectToCheckout: input.redirectToCheckout },
  );
}

/** How long the hidden sign-out frame stays (the checkout's logout answers in well under this). */
const CHECKOUT_LOGOUT_FRAME_MS = 10_000;

/** The hosted checkout's own sign-out, in a hidden frame (spec section 4; the CSP's frame-src allows exactly those origins). */
function signOutOfHostedCheckout(url: string): void {
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.title = "checkout sign-out";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.src = url;
  document.body.append(frame);
  setTimeout(() => frame.remove(), CHECKOUT_LOGOUT_FRAME_MS);
}

/**
 * Spec section 4's logout: the cart goes back to being a guest cart, cached customer data is
 * dropped (the cart kept), the guest cart restored after ~100 ms and saved again for the region
 * and locale after ~1 s. A failure still signs the tab out.
 */
export async function signOut(locale: Locale): Promise<void> {
  const { region } = LOCALES[locale];
  const cartId = currentCartId();
  const { cart: known } = useCartStore.getState();
  const cart = cartId && known?.id === cartId ? known : null;
  let guestCartId: string | null = null;
  try {
    const answer = await api.logout({ cartId: cartId ?? undefined, region });
    guestCartId = answer.guestCartId;
    if (answer.checkoutLogoutUrl) signOutOfHostedCheckout(answer.checkoutLogoutUrl);
  } catch (error) {
    console.warn("[logout] the server did not answer; signing this tab out anyway", error);
  }
  useCustomerStore.getState().setCustomer(null);
  const queryClient = peekQueryClient();
  for (const root of CUSTOMER_QUERY_ROOTS) queryClient?.removeQueries({ queryKey: [root] });
  if (!guestCartId) {
    useCartStore.getState().set({ signedIn: false, customerCartId: null });
    forget();
    return;
  }
  // The cart becomes the guest's: shown as it was (now a copy to read again), only its id stored.
  const guestCart = cart?.id === guestCartId ? { ...cart, customer_id: 0 } : null;
  useCartStore.getState().set({ signedIn: false, customerCartId: null, cartId: guestCartId, cart: guestCart, loaded: null, locale });
  const save = () => {
    const state = useCartStore.getState();
    if (!state.signedIn && state.cartId === guestCartId) saveGuestCopy(state);
  };
  setTimeout(() => {
    save();
    void loadCart(locale, { force: true });
  }, LOGOUT_RESTORE_DELAYS_MS[0]);
  setTimeout(save, LOGOUT_RESTORE_DELAYS_MS[1]);
}
