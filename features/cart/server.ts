import "server-only";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import type { CartChange } from "@/lib/commerce/interface";
import { failure, ok } from "@/lib/http/respond";
import type { Identity } from "@/lib/http/route";
import { mayAct, readSession, type Session } from "@/lib/session";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * The cart routes' caller (`route({ schema, identity: anyShopper }, ...)`): any shopper, guest or
 * signed in. Her session, if any, is read from the cookie (identity never comes from the body);
 * the store is the body's country's ("sa" when it names none). Failures are answered by the
 * route with real status codes and a code the client maps to a toast key (cart-errors.ts).
 */
export type CartRouteContext = { session: Session | null; commerce: CommerceProvider };

export const anyShopper: Identity<{ region?: RegionCode }, CartRouteContext> = {
  resolve: async (body, request) => ({
    session: await readSession(request),
    commerce: await getCommerce(body.region ?? "sa"),
  }),
};

export const cartNotFound = () => failure(404, "Cart not found", { code: "cartNotFound" });
const itemNotFound = () => failure(404, "Line item not found in this cart", { code: "itemNotFound" });
export const forbidden = (message = "This cart belongs to another customer") =>
  failure(403, message, { code: "forbidden" });

/**
 * A guest cart's id is its bearer secret: whoever holds it may use it (customer-service
 * links). A customer's cart answers only to that customer's session. `null` = allowed.
 */
export async function denyUnlessOwner(
  commerce: CommerceProvider,
  cartId: string,
  session: Session | null,
): Promise<Response | null> {
  const owner = await commerce.getCartOwner(cartId);
  if (owner === null) return cartNotFound();
  if (!mayAct(owner, session)) return forbidden();
  return null;
}

/** A change's answer: the cart, `null` when it emptied (and was deleted), or 404. */
export function changeResponse(change: CartChange): Response {
  if (change.status === "ok") return ok(change.cart);
  if (change.status === "emptied") return ok(null);
  if (change.status === "forbidden") return forbidden();
  return change.what === "cart" ? cartNotFound() : itemNotFound();
}

// The rest of the cart's server surface (ADR 0032): the customer's cart attribute, signed order links.
export { rememberCart, rememberChange } from "./cart-attribute";
export { checkOrderLink, orderLinkPath } from "./order-links";
