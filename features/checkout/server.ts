import "server-only";
import type { Cart, Order } from "@/lib/commerce/cart-types";
import { getCommerce } from "@/lib/commerce/provider";
import { publicEnv } from "@/lib/env";
import { LOCALES, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/provider";
import { mayAct, sessionOfCookie, type Session } from "@/lib/session";
import { sameSecret } from "@/lib/http/same-secret";
import { reportError } from "@/features/monitoring";
import { renderOrderConfirmation } from "./confirmation-email";
import { rememberCart } from "@/features/cart/server";
import { mailTranslator } from "@/lib/i18n/mail-translator";
import type { PlaceOrderData } from "./schema";

/** What placing a cart came to. `replayed`: the cart had been ordered already (a retried request). */
export type PlaceOutcome =
  | { status: "placed"; order: Order; replayed: boolean }
  | { status: "not-found" }
  | { status: "forbidden" }
  | { status: "already-ordered" };

/**
 * Places a checkout's cart as an order. A customer's cart answers only to that customer's
 * session; a guest cart's id is its bearer secret. The checkout's language becomes the order's
 * (and its email's). A request retried
 * after the order was placed gets the same order back and sends no second email, when it is the
 * same checkout (its idempotency key) or the ordering customer; anyone else who holds the cart
 * id learns only that it was ordered (the order's key, address and phone stay hidden). Commerce
 * errors (OutOfStockError, CommerceInputError for an empty cart) are thrown to the route.
 */
export async function placeCheckoutOrder(body: PlaceOrderData, session: Session | null): Promise<PlaceOutcome> {
  const commerce = await getCommerce(body.region);
  const customerId = session?.customerId ?? 0;
  const owner = await commerce.getCartOwner(body.cartId);
  if (owner !== null && !mayAct(owner, session)) return { status: "forbidden" };

  const order = await commerce.placeOrder({
    cartId: body.cartId,
    email: body.email,
    customerId,
    shippingAddress: { ...body.shipping_address, country_code: body.region.toUpperCase() },
    paymentMethod: body.payment_method,
    locale: body.locale,
    idempotencyKey: body.idempotencyKey,
    ...(body.pickup && { pickup: { storeId: body.pickup.store_id } }),
  });
  if (!order) return { status: "not-found" };
  if (order === "already-ordered") return { status: "already-ordered" };
  // The cart was gone before we came: the same checkout's earlier order (no second mail).
  if (owner === null) return { status: "placed", order, replayed: true };
  await rememberCart(commerce, session, { gone: body.cartId });
  await sendOrderConfirmation(order);
  return { status: "placed", order, replayed: false };
}

/** The confirmation email; a mail failure is reported, never turned into a failed order (it is placed). */
export async function sendOrderConfirmation(order: Order): Promise<boolean> {
  try {
    const t = await mailTranslator(LOCALES[order.locale].lang);
    await sendMail(renderOrderConfirmation(order, { t, siteUrl: publicEnv.siteUrl }));
    return true;
  } catch (error) {
    reportError(error);
    return false;
  }
}

/**
 * The cart a checkout page shows: `null` when unknown, of another country (each country is
 * its own store), empty, or another customer's.
 */
export async function loadCheckoutCart(
  cartId: string,
  locale: Locale,
  sessionToken: string | null,
): Promise<Cart | null> {
  const region = LOCALES[locale].region;
  const commerce = await getCommerce(region);
  const cart = await commerce.getCart(cartId, locale);
  if (!cart || cart.line_items.physical_items.length === 0) return null;
  if (cart.customer_id > 0 && !mayAct(cart.customer_id, await sessionOfCookie(sessionToken))) return null;
  return cart;
}

/**
 * A cart of a hosted country checks out on its store's hosted checkout (ADR 0023): the address to
 * send the shopper to, through the Customer Login link when she is signed in to that country, so
 * she arrives signed in. `guestFallback` when she is signed in here but the link could not be made
 * (the reason is logged): the page tells her she continues as a guest instead of sending her off
 * silently. `null` for our own checkout (the embedded store's carts).
 */
export async function hostedCheckoutRedirect(
  cart: Cart,
  locale: Locale,
  sessionToken: string | null,
  pickupStoreId: number | null = null,
): Promise<{ url: string; guestFallback: boolean } | null> {
  const target = cart.redirect_urls.checkout_url;
  if (!/^https:\/\//.test(target)) return null;
  const { region } = LOCALES[locale];
  if (pickupStoreId !== null) await handOverPickup(region, cart.id, pickupStoreId);
  const session = await sessionOfCookie(sessionToken);
  if (!session || session.region !== region) return { url: target, guestFallback: false };
  const hosted = (await getCommerce(region)).hosted;
  if (!hosted) return { url: target, guestFallback: false };
  const link = await hosted.checkout.checkoutLink(session.customerId, target);
  return { url: link.url, guestFallback: !link.signedIn };
}

/**
 * The boutique chosen here, handed to the hosted checkout (collect in store). A failure is
 * reported and never keeps the shopper from her checkout: she chooses there instead.
 */
async function handOverPickup(region: RegionCode, cartId: string, storeId: number): Promise<void> {
  try {
    const hosted = (await getCommerce(region)).hosted;
    if (hosted && !(await hosted.checkout.handOverPickup(cartId, storeId)))
      reportError(new Error(`Boutique ${storeId} could not be handed to the hosted checkout`));
  } catch (error) {
    reportError(error);
  }
}

/**
 * The order a confirmation page shows: only with its access key (order ids are guessable), and
 * only in the store of the page's country.
 */
export async function loadConfirmedOrder(orderId: number, key: string, locale: Locale): Promise<Order | null> {
  const { region, lang } = LOCALES[locale];
  const order = await (await getCommerce(region)).getOrder(orderId, lang);
  if (!order || !sameSecret(order.access_key, key)) return null;
  return order;
}

// The rest of the checkout's server surface (ADR 0032): the order summary as the confirmation
// shows it, which the account's order page shows too (rendered on the server only).
export { OrderSummary } from "./components/order-summary";
