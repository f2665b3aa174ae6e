import "server-only";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart, CartLineInput } from "../cart-types";
import { CommerceInputError, QuantityExceedsError } from "../errors";
import type { CartChange, CartChangeContext, CartOperations, PromotionChange } from "../interface";
import type { CartCatalogue } from "./cart-catalogue";
import type { VariantFacts } from "./cart-map";
import {
  bcCartAnswer,
  bcCheckoutAnswer,
  bcLocale,
  cartLocale,
  productLines,
  stockRefusal,
  toCart,
  toCheckoutTotals,
  type BcCart,
} from "./cart-map";
import { CART_ID, isStatus, parseAnswer } from "./answers";
import type { BigCommerceClients } from "./clients";
import { createBigCommerceCoupons } from "./coupons";
import { lineIds, variantOf, withCartQuantities, type WantedLine } from "./cart-lines";

/** Tries of a change whose cart moved on between our read and our write (409 on `version`). */
export const CART_CHANGE_ATTEMPTS = 3;

/** Every cart answer carries the hosted checkout's addresses ("Checkout" goes there). */
const WITH_URLS = { params: { include: "redirect_urls" } };

export type CartDeps = {
  clients: Pick<BigCommerceClients, "rest" | "region" | "channelId" | "upstreams">;
  catalogue: CartCatalogue;
};

/**
 * A country's carts on its BigCommerce store (Carts v3 over the Management API, Checkouts v3 for
 * the tax view). Carts live on the store: ours only maps them, names their lines from the
 * catalogue and guards who may change them.
 *
 * Ownership is checked as the embedded store checks it, "under the same lock": a change reads the
 * cart, refuses a customer's cart to anyone else, and sends the cart's `version` with the write, so
 * a cart that changed in between (say it was handed to a customer) answers 409 and the read and
 * check are done again (CART_CHANGE_ATTEMPTS). A 409 means the write was not applied: sending it
 * again is not a retry of an unknown outcome. Writes themselves are never retried by the client.
 * (DELETE of a line carries no body in our REST client, so its version is not sent: a removal races
 * only with a change of owner of the same cart, which is the same shopper signing in or out.)
 */
export function createBigCommerceCarts({ clients, catalogue }: CartDeps): CartOperations {
  const { rest, region } = clients;
  const ownLocale = (locale?: Locale) => (locale && LOCALES[locale].region === region ? locale : null);
  const path = (cartId: string) => `/v3/carts/${encodeURIComponent(cartId)}`;
  const localeOfRegion = () => cartLocale(undefined, region);

  const cartOf = (answer: unknown, what: string): BcCart =>
    parseAnswer(bcCartAnswer, answer, clients.upstreams.rest, what).data;

  async function view(cart: BcCart, locale?: Locale): Promise<Cart> {
    const lang = LOCALES[ownLocale(locale) ?? cartLocale(cart.locale, region)].lang;
    const facts = await catalogue(
      productLines(cart).map((l) => l.product_id),
      lang,
    );
    return toCart(cart, region, facts);
  }

  async function read(cartId: string): Promise<BcCart | null> {
    if (!CART_ID.test(cartId)) return null;
    try {
      return cartOf(await rest.get(path(cartId), WITH_URLS), "GET cart");
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  /**
   * A 422 as ours. What is left comes from the catalogue (the variant's availableToSell), never
   * from the refusal's words: a line that would hold more than the catalogue has left is
   * `QuantityExceedsError` with that figure. A refusal the catalogue cannot explain but whose
   * title is about stock (the catalogue's copy may be a little old) is one too, with the
   * catalogue's figure; any other refusal (unknown product, a variant needed) is `CommerceInputError`.
   * `wanted` are the quantities the cart would hold per asked line after the change.
   */
  async function refusal(error: unknown, wanted: WantedLine[], locale?: Locale): Promise<unknown> {
    if (!isStatus(error, 422)) return error;
    const title = error.title;
    const facts = wanted.length
      ? await catalogue(
          wanted.map((w) => w.product_id),
          LOCALES[ownLocale(locale) ?? localeOfRegion()].lang,
        )
      : new Map<number, VariantFacts>();
    const lines = wanted.flatMap((w) => {
      const fact = variantOf(facts, w);
      return fact ? [{ fact, quantity: w.quantity }] : [];
    });
    const short = lines.find(({ fact, quantity }) => fact.available !== null && quantity > fact.available);
    if (short) return new QuantityExceedsError(short.fact.sku, short.fact.available ?? 0);
    const aboutStock = stockRefusal(title);
    if (!aboutStock) return new CommerceInputError(title ?? "The store refused the cart change", { cause: error });
    const named =
      lines.find(
        ({ fact }) => aboutStock.sku !== undefined && fact.sku.toLowerCase() === aboutStock.sku.toLowerCase(),
      ) ?? lines[0];
    return new QuantityExceedsError(named?.fact.sku ?? aboutStock.sku ?? "", Math.max(0, named?.fact.available ?? 0));
  }
  /** A cart answer after a change, or the cart gone (204: its last line went). */
  async function outcome(answer: unknown, what: string, locale?: Locale): Promise<CartChange> {
    if (answer === undefined) return { status: "emptied" };
    return { status: "ok", cart: await view(cartOf(answer, what), locale) };
  }

  /** Read, check the owner, write with the version read; again on a 409 (see above). */
  async function change<R extends PromotionChange>(
    cartId: string,
    { customerId, locale }: CartChangeContext,
    write: (cart: BcCart) => Promise<R>,
  ): Promise<R | CartChange> {
    for (let attempt = 1; ; attempt++) {
      const cart = await read(cartId);
      if (!cart) return { status: "not-found", what: "cart" };
      if (cart.customer_id > 0 && cart.customer_id !== customerId) return { status: "forbidden" };
      try {
        return await write(cart);
      } catch (error) {
        if (isStatus(error, 409) && attempt < CART_CHANGE_ATTEMPTS) continue;
        // Gone between our read and our write: as if it had never been there.
        if (isStatus(error, 404)) return { status: "not-found", what: "cart" };
        throw await refusal(error, [], locale);
      }
    }
  }

  const lineItems = (lines: CartLineInput[]) =>
    lines.map((l) => ({
      product_id: l.product_id,
      ...(l.variant_id !== undefined && { variant_id: l.variant_id }),
      quantity: l.quantity,
    }));

  async function addLines(cart: BcCart, lines: CartLineInput[], locale?: Locale): Promise<CartChange> {
    try {
      const answer = await rest.post(
        `${path(cart.id)}/items`,
        { line_items: lineItems(lines), ...(cart.version !== undefined && { version: cart.version }) },
        WITH_URLS,
      );
      return await outcome(answer, "POST cart items", locale);
    } catch (error) {
      if (isStatus(error, 409) || isStatus(error, 404)) throw error;
      throw await refusal(error, withCartQuantities(lines, cart), locale);
    }
  }

  async function removeLine(cart: BcCart, itemId: string, locale?: Locale): Promise<CartChange> {
    const answer = await rest.delete(`${path(cart.id)}/items/${encodeURIComponent(itemId)}`, WITH_URLS);
    return outcome(answer, "DELETE cart item", locale);
  }

  async function setQuantity(cart: BcCart, itemId: string, quantity: number, locale?: Locale): Promise<CartChange> {
    const line = productLines(cart).find((l) => l.id === itemId);
    if (!line) return { status: "not-found", what: "item" };
    if (quantity === 0) return removeLine(cart, itemId, locale);
    const asked = { product_id: line.product_id, variant_id: line.variant_id };
    try {
      const body = { line_item: { ...asked, quantity }, ...(cart.version !== undefined && { version: cart.version }) };
      return await outcome(
        await rest.put(`${path(cart.id)}/items/${encodeURIComponent(itemId)}`, body, WITH_URLS),
        "PUT cart item",
        locale,
      );
    } catch (error) {
      if (isStatus(error, 409) || isStatus(error, 404)) throw error;
      throw await refusal(error, [{ ...asked, quantity }], locale);
    }
  }

  /** The cart read again after a change made elsewhere than its own answer (a coupon's). */
  async function answer(cartId: string, locale?: Locale): Promise<CartChange> {
    const cart = await read(cartId);
    return cart ? { status: "ok", cart: await view(cart, locale) } : { status: "not-found", what: "cart" };
  }

  // Promotion codes: BigCommerce's coupons, through Checkouts v3 (coupons.ts).
  const coupons = createBigCommerceCoupons({ rest, upstream: clients.upstreams.rest, change, answer });

  function checkQuantity(quantity: number, min: number) {
    if (!Number.isInteger(quantity) || quantity < min)
      throw new CommerceInputError(`A quantity must be a whole number of at least ${min}`);
  }

  return {
    async createCart({ lines, customerId, locale }) {
      lines.forEach((l) => checkQuantity(l.quantity, 1));
      const shown = ownLocale(locale) ?? localeOfRegion();
      const body = {
        ...(customerId > 0 && { customer_id: customerId }),
        line_items: lineItems(lines),
        // The configured channel is this country's storefront (the spec's "channel 1").
        channel_id: clients.channelId,
        // Without it the store makes the cart in its default currency, which need not be the country's.
        currency: { code: REGIONS[region].currency },
        locale: bcLocale(shown),
      };
      try {
        return await view(cartOf(await rest.post("/v3/carts", body, WITH_URLS), "POST cart"), shown);
      } catch (error) {
        throw await refusal(error, withCartQuantities(lines), shown);
      }
    },

    async getCart(cartId, locale) {
      const cart = await read(cartId);
      return cart && view(cart, locale);
    },

    async getCartOwner(cartId) {
      return (await read(cartId))?.customer_id ?? null;
    },

    async deleteCart(cartId) {
      if (!CART_ID.test(cartId)) return false;
      try {
        await rest.delete(path(cartId));
        return true;
      } catch (error) {
        if (isStatus(error, 404)) return false;
        throw error;
      }
    },

    async setCartCustomer(cartId, customerId, locale) {
      if (!CART_ID.test(cartId)) return null;
      try {
        return await view(
          cartOf(await rest.put(path(cartId), { customer_id: customerId }, WITH_URLS), "PUT cart"),
          locale,
        );
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw await refusal(error, [], locale);
      }
    },

    addCartLines(cartId, lines, context) {
      lines.forEach((l) => checkQuantity(l.quantity, 1));
      return change(cartId, context, (cart) => addLines(cart, lines, context.locale));
    },

    updateCartLine(cartId, itemId, quantity, context) {
      checkQuantity(quantity, 0);
      return change(cartId, context, (cart) => setQuantity(cart, itemId, quantity, context.locale));
    },

    deleteCartLine(cartId, itemId, context) {
      // Any line the store keeps can be removed by its id (custom items and gift certificates too).
      return change(cartId, context, (cart) =>
        lineIds(cart).includes(itemId)
          ? removeLine(cart, itemId, context.locale)
          : Promise.resolve({ status: "not-found", what: "item" } as const),
      );
    },

    async getCheckoutTotals(cartId) {
      if (!CART_ID.test(cartId)) return null;
      try {
        const answer = parseAnswer(
          bcCheckoutAnswer,
          await rest.get(`/v3/checkouts/${encodeURIComponent(cartId)}`),
          clients.upstreams.rest,
          "GET checkout",
        );
        return toCheckoutTotals(answer, REGIONS[region].vatPercent);
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },

    applyPromotion: coupons.applyPromotion,
    removePromotion: coupons.removePromotion,
  };
}
