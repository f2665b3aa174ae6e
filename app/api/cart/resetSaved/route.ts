import { ok } from "@/lib/http/respond";
import { regionField } from "@/lib/http/fields";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { anyShopper } from "@/features/cart/server";
import { rememberCart } from "@/features/cart/cart-attribute";

const resetSavedBody = z.object({ region: regionField });

/**
 * POST /api/cart/resetSaved `{ region }`: the tab changed region, so a signed-in customer's cart
 * attribute is reset to empty for the new region (a cart belongs to one country's store). A guest,
 * or a session of another country's store, changes nothing; the answer is 200 either way (failures
 * are only logged).
 */
export const POST = route(resetSavedBody, { identity: anyShopper }, async (body, { session, commerce }) => {
  await rememberCart(commerce, session, { reset: true });
  return ok(null);
});
