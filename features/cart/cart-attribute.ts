import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { CartChange } from "@/lib/commerce/interface";
import { serverEnv } from "@/lib/env";
import type { Session } from "@/lib/session";
import { reportError } from "@/features/monitoring";

/**
 * A signed-in shopper's cart-id attribute (7 or 170, CART_ATTRIBUTE_ID) follows her cart on the
 * server, so signing in on another device finds her bag (merge-cart reads it):
 * `{ names }` when a cart of hers is created, attached or changed (written only when different);
 * `{ gone }` when a cart emptied, was deleted or was ordered (cleared if it named that cart);
 * `{ reset }` on a region change (cleared whatever it named). A guest, or a session of another
 * country's store, writes nothing. A failure is reported, never fails the cart call.
 */
type Update = { names: string } | { gone: string } | { reset: true };

export async function rememberCart(commerce: CommerceProvider, session: Session | null, update: Update): Promise<void> {
  if (!session || session.region !== commerce.region) return;
  try {
    const attribute = serverEnv().CART_ATTRIBUTE_ID;
    const [row] = await commerce.getAttributes(session.customerId, [attribute]);
    const saved = row?.attribute_value ?? "";
    const value = "names" in update ? update.names : "gone" in update && saved !== update.gone ? saved : "";
    if (saved !== value) await commerce.setAttributes(session.customerId, [{ attribute_id: attribute, value }]);
  } catch (error) {
    reportError(error);
  }
}

/** After a change to cart `cartId`: it names the cart while it is hers, and lets go of it when it emptied. */
export function rememberChange(
  commerce: CommerceProvider,
  session: Session | null,
  cartId: string,
  change: CartChange,
): Promise<void> {
  if (change.status === "emptied") return rememberCart(commerce, session, { gone: cartId });
  if (change.status === "ok" && change.cart.customer_id > 0 && change.cart.customer_id === session?.customerId)
    return rememberCart(commerce, session, { names: cartId });
  return Promise.resolve();
}
