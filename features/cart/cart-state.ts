import type { Locale } from "@/lib/i18n/locales";
import type { ClientCart } from "./client-types";

/** A toast the cart asks for: a `common` key and its values, translated where it is shown (CartBootstrap). */
export type CartNotice = {
  id: number;
  kind: "success" | "error" | "info";
  key: string;
  values?: Record<string, unknown>;
};

/**
 * The one source of truth of the cart in the browser (ADR 0007), reached through use-cart.ts,
 * cart-commands.ts and cart-load.ts. Session storage (the tab's cart id and last known cart),
 * the guest copy in local storage and the header's count are derived from it (cart-persist.ts,
 * selectCartCount); storage is read back only at start-up (cart-load.ts hydrateCart,
 * guest-restore.ts).
 */
export type CartState = {
  cartId: string | null;
  /** The last known cart of `cartId`: the store's answer, or a stored copy until the fetch answers (no empty-bag flash). */
  cart: ClientCart | null;
  /** When the store last answered with `cart`, in ms (a stored copy keeps the time it was saved): the guest copy's timestamp. */
  savedAt: number;
  /** `cartId|locale` the store answered for on this page; `null` while `cart` is only a stored copy. */
  loaded: string | null;
  /** The read of `cartId`: "loading" (retries included), "error" once it failed with nothing to fall back to. */
  status: "idle" | "loading" | "error";
  /** The locale the cart was last read or changed in: the guest copy records it. */
  locale: Locale | null;
  /** The start-up restore has run: before it, "no id" means "not known yet", not "no cart". */
  ready: boolean;
  /** The tab's stored cart was read back (once per page). */
  hydrated: boolean;
  /** Guests keep the guest store in local storage; customers a cart attribute on the server. */
  signedIn: boolean;
  /** The customer's cart attribute (7), second in the resolution order; sign-in fills it in. */
  customerCartId: string | null;
  /** The last toast asked for (a new `id` each time). */
  notice: CartNotice | null;
  set: (next: Partial<Omit<CartState, "set">>) => void;
};
