import type { PromotionRefusal } from "./promotion-types";

/** Typed failures: "does not exist" is `null`, never one of these (docs/architecture.md, "Providers"). */
export class CommerceError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The store could not be reached or answered badly: the page shows error.tsx, never a 404. */
export class CommerceUnavailableError extends CommerceError {}

/** The request was understood but refused (bad quantity, unknown item): HTTP 400 material. */
export class CommerceInputError extends CommerceError {}

/** A line would exceed the stock left (409, toast key quantityExceeds). */
export class QuantityExceedsError extends CommerceInputError {
  readonly code = "quantityExceeds";
  constructor(
    readonly sku: string,
    readonly available: number,
  ) {
    super(`Only ${available} of ${sku} left in stock`);
  }
}

/**
 * The country checks out on its hosted store's checkout (BigCommerce): our checkout does not place
 * its orders. The checkout route answers with where to send the shopper instead (`checkoutUrl`,
 * the cart's `redirect_urls.checkout_url`).
 */
export class HostedCheckoutError extends CommerceInputError {
  readonly code = "hostedCheckout";
  constructor(readonly checkoutUrl: string) {
    super("This country checks out on the hosted checkout");
  }
}

/** Placing an order found a line no longer in stock; nothing was charged or decremented. */
export class OutOfStockError extends CommerceError {
  readonly code = "outOfStock";
  constructor(readonly items: { sku: string; available: number; requested: number }[]) {
    super(`Not enough stock for ${items.map((i) => i.sku).join(", ")}`);
  }
}

/**
 * Placing an order found its promotion code refused (its last use taken by another order, the
 * customer's use counted by her e-mail, the code ended): nothing was placed or charged; the shopper
 * is told why before paying and may remove the code.
 */
export class PromotionRefusedError extends CommerceError {
  readonly code = "promoRefused";
  constructor(
    readonly promoCode: string,
    readonly refusal: PromotionRefusal,
  ) {
    super(`Promotion code ${promoCode} refused: ${refusal.reason}`);
  }
}

/** Sign-up with an address that already has an account in this country's store. */
export class EmailTakenError extends CommerceError {
  readonly code = "emailTaken";
}
