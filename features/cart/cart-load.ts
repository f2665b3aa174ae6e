import { QUERY_RETRY_CAP_MS } from "@/lib/constants";
import { retryUnlessRefused } from "@/lib/http/api-error";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { browserStorage } from "./browser-storage";
import type { CartApiError } from "./api";
import { readSessionCartId } from "./cart-id";
import { readSessionCopy } from "./cart-persist";
import { cartRevision, forgetCart, loadedKey, rememberCart, useCartStore } from "./cart-store";
import { readGuestCart } from "./guest-store";
import { toClientCart } from "./totals";

/** A read younger than this is not repeated when another part of the page asks (TanStack's staleTime before). */
export const CART_STALE_MS = 30_000;

/** 1 s, 2 s, 4 s... between retries of a read, never more than 30 s (QUERY_RETRY_CAP_MS). */
export const cartRetryDelay = (failures: number) => Math.min(1000 * 2 ** failures, QUERY_RETRY_CAP_MS);

export const isStale = (error: Pick<CartApiError, "code">) =>
  error.code === "cartNotFound" || error.code === "forbidden";

const loadApi = () => import("./api");
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Start-up (once a page): the tab's cart id and its last known cart come back from session
 * storage, so the badge and the bag show it while the store is asked again (no empty-bag flash).
 * Runs after the region check, which has forgotten another country's cart.
 */
export function hydrateCart(locale: Locale): void {
  const store = useCartStore.getState();
  if (store.hydrated) return;
  const cartId = store.cartId ?? readSessionCartId(browserStorage("session"));
  const copy = cartId && !store.cart ? readSessionCopy(cartId, LOCALES[locale].region) : null;
  store.set({
    hydrated: true,
    ...(cartId && !store.cartId && { cartId }),
    ...(copy && { cart: copy.cart, savedAt: copy.savedAt, loaded: null }),
  });
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Reads the tab's cart from the store unless it was read (or changed) in this locale less than
 * CART_STALE_MS ago; `force` reads anyway. One read per cart at a time, however many ask.
 */
export function loadCart(locale: Locale, { force = false }: { force?: boolean } = {}): Promise<void> {
  const { cartId, loaded, savedAt } = useCartStore.getState();
  if (!cartId) return Promise.resolve();
  const key = loadedKey(cartId, locale);
  if (!force && loaded === key && Date.now() - savedAt < CART_STALE_MS) return Promise.resolve();
  const running = inFlight.get(key);
  if (running) return running;
  const read = readCart(locale, cartId).finally(() => inFlight.delete(key));
  inFlight.set(key, read);
  return read;
}

/**
 * Reads with the query retries (3, exponential, capped; never after a refusal). A cart the store
 * no longer knows, or that is not ours, is forgotten; any other failure falls back to the last
 * known cart or the guest copy of this id (the bag stays shown), or ends in "error". An answer is
 * dropped when the tab's cart changed meanwhile (a change's answer is newer).
 */
async function readCart(locale: Locale, cartId: string): Promise<void> {
  const { region } = LOCALES[locale];
  const current = () => useCartStore.getState().cartId === cartId;
  useCartStore.getState().set({ status: "loading" });
  const api = await loadApi();
  for (let failures = 0; ; failures += 1) {
    const revision = cartRevision();
    try {
      const cart = toClientCart(await api.getCart({ cartId, region, locale }), region);
      if (current() && cartRevision() === revision) rememberCart(locale, cart);
      return;
    } catch (caught) {
      const error = api.toCartApiError(caught);
      if (!current()) return;
      if (isStale(error)) return forgetCart();
      if (retryUnlessRefused(failures, error)) {
        await sleep(cartRetryDelay(failures));
        if (!current()) return;
        continue;
      }
      return fallBack(locale, cartId);
    }
  }
}

function fallBack(locale: Locale, cartId: string): void {
  const store = useCartStore.getState();
  if (store.cart?.id === cartId) return store.set({ status: "idle" });
  const guest = readGuestCart(browserStorage("local"), { region: LOCALES[locale].region, locale });
  if (guest.cartId === cartId && guest.cartData)
    return store.set({ cart: guest.cartData, savedAt: guest.timestamp, status: "idle" });
  store.set({ status: "error" });
}
