import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { browserStorage } from "./browser-storage";
import { cartCommands, currentCartId } from "./cart-commands";
import { notifyCart, useCartStore } from "./cart-store";
import type { ClientCart } from "./client-types";
import { formatCartMoney } from "./money";
import { dropPending, keepPending, linesSignature, promoParam, readPending, shouldTry } from "./pending-promo";
import { refusalText } from "./promo-text";

/** Refusals that the bag may outgrow: the code is kept and tried again when its lines change. */
const OUTGROWN = new Set(["minimumSpend", "notForThesePieces"]);

/**
 * Follows a marketing link's code (pending-promo.ts) on every page: reads `?promo=` (and takes it
 * out of the address), says what will happen, and applies it whenever the bag can take it, with a
 * toast saying it was applied or why not. Returns the unsubscribe.
 */
export function followPendingPromo(locale: Locale): () => void {
  const region = LOCALES[locale].region;
  const storage = browserStorage("local");
  const { code, rest } = promoParam(window.location.search);
  if (window.location.search.includes("promo=")) {
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest}${window.location.hash}`);
  }
  if (code) {
    keepPending(storage, { code, region, at: Date.now() });
    const cart = useCartStore.getState().cart;
    if (!currentCartId() || !cart || cart.line_items.physical_items.length === 0)
      notifyCart("info", "cart.promo.pending", { code });
  }

  let busy = false;
  async function tryNow(cart: ClientCart | null) {
    const pending = readPending(storage, region);
    if (busy || !shouldTry(pending, cart)) return;
    busy = true;
    try {
      const result = await cartCommands({ locale }).applyPromo(pending.code);
      if (result.ok) {
        dropPending(storage);
        const amount = result.cart?.coupons[0]?.discounted_amount ?? 0;
        notifyCart("success", "cart.promo.fromLink", {
          code: pending.code,
          amount: formatCartMoney(amount, cart!.currency.code, locale),
        });
        return;
      }
      const { error } = result;
      if (error.code !== "promoRefused" || !error.details.refusal) return; // offline, throttled: tried again later
      if (OUTGROWN.has(error.details.refusal.reason))
        keepPending(storage, { ...pending, triedOn: linesSignature(cart!) });
      else dropPending(storage);
      const day = (iso: string) =>
        new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "long" }).format(new Date(iso));
      const text = refusalText(
        pending.code,
        error.details.refusal,
        (n) => formatCartMoney(n, cart!.currency.code, locale),
        day,
      );
      notifyCart("error", text.key, text.values);
    } finally {
      busy = false;
    }
  }

  void tryNow(useCartStore.getState().cart);
  return useCartStore.subscribe((state, previous) => {
    if (state.cart !== previous.cart) void tryNow(state.cart);
  });
}
