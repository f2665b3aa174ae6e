import "server-only";
import { getCommerce, type CommerceProvider } from "@/lib/commerce/provider";
import { failure } from "@/lib/http/respond";
import type { Identity } from "@/lib/http/route";
import { readSession, type Session } from "@/lib/session";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * The caller of every customer route (ADR 0013), `route({ schema, identity:
 * signedInCustomer }, ...)`: the session read (401 without one), the session's country store (403
 * when the body names another country), and the bodies that name a customer (`customerId`,
 * `id`, `email`) checked against the session: anyone else is 403. The handler gets the customer id
 * from the session only.
 */
export type SignedInContext = { session: Session; customerId: number; commerce: CommerceProvider };

type Named = {
  region?: RegionCode;
  customerId?: number | string;
  id?: number | string;
  email?: string;
  customer_id?: number | string;
};

export const signedInCustomer: Identity<Named, SignedInContext> = {
  resolve: async (body, request, { raw }) => {
    const session = await readSession(request);
    if (!session) return unauthorized();
    if (body.region && body.region !== session.region) return otherRegion();
    const commerce = await getCommerce(session.region);
    // The raw body, not the parsed one: a schema that does not declare `customerId` would drop it
    // silently, and a body naming someone else must still be refused.
    if (!(await namesOnlyTheSessionCustomer(raw as Named, session, commerce))) return forbiddenCustomer();
    return { session, customerId: session.customerId, commerce };
  },
};

/** A body may name the customer (the spec's shapes do), but only the session's own. */
async function namesOnlyTheSessionCustomer(
  body: Named,
  session: Session,
  commerce: CommerceProvider,
): Promise<boolean> {
  for (const id of [body.customerId, body.id, body.customer_id]) {
    if (id !== undefined && id !== null && Number(id) !== session.customerId) return false;
  }
  if (body.email !== undefined && body.email !== null) {
    const me = await commerce.getCustomer(session.customerId);
    if (!me || typeof body.email !== "string" || me.email !== body.email.trim().toLowerCase()) return false;
  }
  return true;
}

export const unauthorized = () => failure(401, "Please sign in", { code: "signInRequired" });
export const forbiddenCustomer = () => failure(403, "This belongs to another customer", { code: "forbidden" });
const otherRegion = () => failure(403, "You are signed in to another country's store", { code: "otherRegion" });
