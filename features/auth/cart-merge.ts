import "server-only";
import type { Cart } from "@/lib/commerce/cart-types";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { QuantityExceedsError } from "@/lib/commerce/errors";
import type { Locale } from "@/lib/i18n/locales";

export type MergeMode = "merge" | "guest-wins";
export type MergeOutcome = { cart: Cart | null; how: "merged" | "guest-attached" | "saved" | "none"; failed?: boolean };

/**
 * The login flow's cart step (login-flow.ts, step 5), on the server: a guest cart and the customer's saved cart
 * (the cart attribute) become one cart, which the attribute then names.
 *  - `merge` (default): the guest lines are added into the saved cart (what stock allows) and
 *    the guest cart is deleted; with no saved cart the guest cart is attached to the customer.
 *  - `guest-wins` (the other reading): the guest cart is attached and becomes the cart.
 * If merging fails it is logged and the saved cart is used: sign-in never fails for the cart.
 */
export async function mergeCarts(options: {
  commerce: CommerceProvider;
  customerId: number;
  guestCartId?: string;
  savedCartId?: string;
  locale: Locale;
  mode: MergeMode;
  report: (error: unknown) => void;
}): Promise<MergeOutcome> {
  const { commerce, customerId, locale, mode } = options;
  const context = { customerId, locale };
  const usable = (cart: Cart | null) =>
    cart && (cart.customer_id === 0 || cart.customer_id === customerId) ? cart : null;
  const guest = options.guestCartId ? usable(await commerce.getCart(options.guestCartId, locale)) : null;
  const savedCart =
    options.savedCartId && options.savedCartId !== guest?.id
      ? await commerce.getCart(options.savedCartId, locale)
      : null;
  const saved = savedCart?.customer_id === customerId ? savedCart : null;
  const attach = async (cart: Cart): Promise<MergeOutcome> => ({
    cart: await commerce.setCartCustomer(cart.id, customerId, locale),
    how: "guest-attached",
  });

  if (!guest || guest.line_items.physical_items.length === 0)
    return saved ? { cart: saved, how: "saved" } : { cart: null, how: "none" };
  if (!saved || mode === "guest-wins") return attach(guest);
  try {
    for (const line of guest.line_items.physical_items) {
      const inSaved = saved.line_items.physical_items.find((l) => l.variant_id === line.variant_id)?.quantity ?? 0;
      // Stock not counted (null): the guest line's quantity as it is.
      const quantity = Math.min(line.quantity, (line.available_to_sell ?? Number.POSITIVE_INFINITY) - inSaved);
      if (quantity <= 0) continue;
      try {
        await commerce.addCartLines(
          saved.id,
          [{ product_id: line.product_id, variant_id: line.variant_id, quantity }],
          context,
        );
      } catch (error) {
        // Stock moved since the guest cart was read: keep what fits, merge the rest.
        if (!(error instanceof QuantityExceedsError)) throw error;
      }
    }
    await commerce.deleteCart(guest.id);
    return { cart: await commerce.getCart(saved.id, locale), how: "merged" };
  } catch (error) {
    options.report(error);
    return { cart: saved, how: "saved", failed: true };
  }
}
