import {
  CommerceInputError,
  EmailTakenError,
  HostedCheckoutError,
  OutOfStockError,
  PromotionRefusedError,
  QuantityExceedsError,
} from "@/lib/commerce/errors";
import { reportError } from "@/lib/monitoring/report-error";
import { failure } from "./respond";

/**
 * A thrown error as our JSON envelope (`{ hasError, error, code }`): the commerce provider's typed refusals keep
 * their status and the code the client maps to a toast key; anything else is reported and
 * answered 503 `unavailable`, so an outage is never a 500 page or a stack in the body.
 */
export function commerceFailure(error: unknown): Response {
  if (error instanceof QuantityExceedsError) {
    return failure(409, error.message, { code: error.code, sku: error.sku, available: error.available });
  }
  if (error instanceof OutOfStockError) return failure(409, error.message, { code: error.code, items: error.items });
  // A hosted country's order is placed on its hosted checkout: the page goes there instead.
  if (error instanceof HostedCheckoutError)
    return failure(409, error.message, { code: error.code, checkoutUrl: error.checkoutUrl });
  // The order's code was refused as it was placed (its last use taken meanwhile): nothing placed.
  if (error instanceof PromotionRefusedError)
    return failure(409, error.message, { code: error.code, promoCode: error.promoCode, refusal: error.refusal });
  if (error instanceof CommerceInputError) return failure(400, error.message, { code: "badRequest" });
  if (error instanceof EmailTakenError) return failure(409, error.message, { code: error.code });
  reportError(error);
  return failure(503, "The store is unavailable; please try again.", { code: "unavailable" });
}
