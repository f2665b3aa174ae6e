import "server-only";
import type { z } from "zod";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import type { CartChange } from "@/lib/commerce/interface";
import { CommerceInputError, EmailTakenError, OutOfStockError, QuantityExceedsError } from "@/lib/commerce/errors";
import { failure, ok, readBody } from "@/lib/http/respond";
import { refuseCrossSite } from "@/lib/http/origin";
import { mayAct, readSession, type Session } from "@/lib/session";
import type { RegionCode } from "@/lib/i18n/locales";
import { reportError } from "@/features/monitoring/report-error";

/**
 * The cart routes' common path: body parsed with zod (400), the session read (identity never
 * comes from the body), the country's store chosen, failures answered with real status codes
 * and a code the client maps to a toast key (spec section 8).
 */
export type CartRouteContext = { session: Session | null; commerce: CommerceProvider; request: Request };

export function cartRoute<S extends z.ZodType<{ region?: RegionCode }>>(
  schema: S,
  handle: (body: z.output<S>, context: CartRouteContext) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refused = refuseCrossSite(request);
    if (refused) return refused;
    const parsed = await readBody(request, schema);
    if ("error" in parsed) return parsed.error;
    try {
      const session = await readSession(request);
      const commerce = await getCommerce(parsed.data.region ?? "sa");
      return await handle(parsed.data, { session, commerce, request });
    } catch (error) {
      return commerceFailure(error);
    }
  };
}

export function commerceFailure(error: unknown): Response {
  if (error instanceof QuantityExceedsError) {
    return failure(409, error.message, { code: error.code, sku: error.sku, available: error.available });
  }
  if (error instanceof OutOfStockError) return failure(409, error.message, { code: error.code, items: error.items });
  if (error instanceof CommerceInputError) return failure(400, error.message, { code: "badRequest" });
  if (error instanceof EmailTakenError) return failure(409, error.message, { code: error.code });
  reportError(error);
  return failure(503, "The store is unavailable; please try again.", { code: "unavailable" });
}

export const cartNotFound = () => failure(404, "Cart not found", { code: "cartNotFound" });
const itemNotFound = () => failure(404, "Line item not found in this cart", { code: "itemNotFound" });
export const forbidden = (message = "This cart belongs to another customer") => failure(403, message, { code: "forbidden" });

/**
 * A guest cart's id is its bearer secret: whoever holds it may use it (customer-service
 * links). A customer's cart answers only to that customer's session. `null` = allowed.
 */
export async function denyUnlessOwner(commerce: CommerceProvider, cartId: string, session: Session | null): Promise<Response | null> {
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
