import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import type { AttributeValue } from "@/lib/commerce/customer-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { peekQueryClient } from "@/lib/query/query-registry";
import { loadSessionCart } from "@/features/cart/client";
import { useCustomerStore } from "@/features/customer/client";
import { usePanelsStore } from "@/features/shell/client";
import { loadWishlistMerge } from "@/features/wishlist/client";
import * as api from "./api";
import { runLogin, type LoginOutcome } from "./login-flow";

/** Query keys of everything that belongs to a signed-in customer (dropped at sign-out). */
export const CUSTOMER_QUERY_ROOTS = [
  "customer",
  "attributes",
  "orders",
  "addresses",
  "wishlist",
  "reviews",
  "instruments",
] as const;

type Ui = { toast: (key: string, values?: Record<string, unknown>) => void; navigate: (url: string) => void };

/**
 * The cart's steps of sign-in and sign-out (features/cart/session-cart.ts): a chunk of their own,
 * asked for when this module loads in the browser (with the sign-in form, the account drawer or
 * a sign-out button), so no page that only shows the bag carries them.
 */
let cartSteps: ReturnType<typeof loadSessionCart> | undefined;
const sessionCart = () => (cartSteps ??= loadSessionCart());
if (typeof window !== "undefined") void sessionCart().catch(() => (cartSteps = undefined));

const savedCartIdOf = (attributes: AttributeValue[]) =>
  attributes.find((a) => a.attribute_id === ATTRIBUTE.cartId || a.attribute_id === ATTRIBUTE.cartIdAlternative)
    ?.attribute_value || null;

/** Sign-in from any form: the login flow (login-flow.ts) with the real calls. */
export async function signIn(
  input: { email: string; password: string; locale: Locale; redirectToCheckout?: boolean },
  ui: Ui,
): Promise<LoginOutcome> {
  const { locale } = input;
  const { region } = LOCALES[locale];
  let attributes: AttributeValue[] = [];
  const cart = await sessionCart();
  return runLogin(
    {
      login: () => api.login({ email: input.email, password: input.password, region }),
      loadAttributes: async (id) => (attributes = await api.getAttributes({ id, region })),
      abandon: async () => void (await api.logout({ region })),
      saveCustomer: (customer) => {
        useCustomerStore.getState().setCustomer({
          entityId: customer.entityId,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          region,
        });
        // Only an island that queries has a client (ADR 0031): none means nothing to update.
        peekQueryClient()?.setQueryData(["customer", region], customer);
      },
      mergeCart: () => api.mergeCart({ guestCartId: cart.currentCartId() ?? undefined, region, locale }),
      loadSavedCart: async () => {
        const id = savedCartIdOf(attributes);
        return id ? cart.loadSavedCart(id, locale) : null;
      },
      attachCustomer: () => cart.attachCartToCustomer(useCustomerStore.getState().customer?.entityId ?? 0, locale),
      useCart: (held) => cart.holdCustomerCart(locale, held),
      mergeWishlist: async () => {
        const result = await (await loadWishlistMerge()).mergeGuestWishlist(region);
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

/** The hosted checkout's own sign-out, in a hidden frame (the CSP's frame-src allows exactly those origins). */
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
 * Sign-out: the cart goes back to being a guest cart, cached customer data is
 * dropped (the cart kept), the guest cart restored after ~100 ms and saved again for the region
 * and locale after ~1 s. A failure still signs the tab out.
 */
export async function signOut(locale: Locale): Promise<void> {
  const { region } = LOCALES[locale];
  const steps = await sessionCart();
  const { cartId, cart } = steps.cartAtSignOut();
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
  steps.releaseCartAtSignOut(locale, guestCartId, cart);
}
