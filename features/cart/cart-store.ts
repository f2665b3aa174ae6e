import { create } from "zustand";

/**
 * Which cart this tab holds, reached through use-cart.ts and cart-commands.ts only. The cart's
 * contents live in TanStack Query; the id is also mirrored to session storage by the commands.
 */
type CartState = {
  cartId: string | null;
  /** The start-up restore has run: before it, "no id" means "not known yet", not "no cart". */
  ready: boolean;
  /** Guests keep the guest store in local storage; customers a cart attribute (issue 5). */
  signedIn: boolean;
  /** The customer's cart attribute (7), second in the resolution order; issue 5 fills it in. */
  customerCartId: string | null;
  set: (next: Partial<Omit<CartState, "set">>) => void;
};

export const useCartStore = create<CartState>()((set) => ({
  cartId: null,
  ready: false,
  signedIn: false,
  customerCartId: null,
  set: (next) => set(next),
}));

/** How the commands reach the screen: set by CartBootstrap, which holds `t`, toasts and drawers. */
export type CartUi = {
  toast: (kind: "success" | "error" | "info", key: string, values?: Record<string, unknown>) => void;
  /** The open panels as an add starts (see offerDrawer), then the mini cart once it succeeded. */
  panels: () => string;
  openMiniCart: (panelsBefore: string) => void;
};

let ui: CartUi = { toast: () => {}, panels: () => "", openMiniCart: () => {} };

export function setCartUi(next: CartUi): void {
  ui = next;
}

export function cartUi(): CartUi {
  return ui;
}
