import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { CHANNEL_ID } from "@/lib/constants";
import { LOCALES, localeOf, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart, CheckoutTotals } from "../cart-types";
import { normalizeCode } from "../promotion-types";
import { round2, splitTax } from "../cart-totals";
import type { CartChange, CartOperations, PromotionChange } from "../interface";
import { lineName } from "./cart-lines";
import { addLines, cartView, cartViewAndPromotions, setLine, type CartView, type ChangeResult } from "./cart-sql";
import { quotePromotion, type PromotionLine } from "./promotions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CouponState = Pick<Cart, "coupons" | "held_coupon">;
type NotOwn = { status: "not-found"; what: "cart" } | { status: "forbidden" };

/** The cart as `actor` may change it: not found, another customer's, or its view. */
function own(view: CartView | null, actor: number | null): CartView | NotOwn {
  if (!view) return { status: "not-found", what: "cart" };
  if (view.cart.customer_id !== 0 && view.cart.customer_id !== actor) return { status: "forbidden" };
  return view;
}

/** What the promotion engine needs of a cart's lines: each product and what its line costs. */
export const promotionLines = (view: Pick<CartView, "items">): PromotionLine[] =>
  view.items.map(({ quantity, variant }) => ({
    productId: variant.productId,
    lineTotal: round2(variant.price * quantity),
  }));

/**
 * The store's cart engine. Every change is one call of a database function (migration
 * 0002_cart_functions.sql) that locks the cart row, checks the caller, checks stock and writes,
 * so concurrent changes to one cart queue up and lose nothing.
 */
export function createCarts(db: Db, region: RegionCode): CartOperations {
  const ownLocale = (locale?: Locale) => (locale && LOCALES[locale].region === region ? locale : null);

  /**
   * The code a cart carries, judged again on every read against the lines of the moment (a line
   * removed may take the bag below its minimum): applied with its discount, or held with the reason.
   */
  async function couponOf(q: Db | Tx, view: CartView): Promise<CouponState> {
    const code = view.cart.promo_code;
    if (!code) return { coupons: [] };
    const outcome = await quotePromotion(q, {
      region,
      code,
      lines: promotionLines(view),
      shopper: { customerId: view.cart.customer_id },
    });
    return outcome.ok
      ? { coupons: [{ code, discounted_amount: outcome.quote.discount }] }
      : { coupons: [], held_coupon: { code, refusal: outcome.refusal } };
  }

  function toCart(view: CartView, locale: Locale | undefined, coupon: CouponState): Cart {
    const row = view.cart;
    const shownLocale = ownLocale(locale) ?? (row.locale as Locale);
    const lang = LOCALES[shownLocale].lang;
    const physical = view.items.map(({ id, quantity, variant: v }) => ({
      id,
      product_id: v.productId,
      variant_id: v.variantId,
      sku: v.sku,
      name: lineName(v, lang),
      url: v.path,
      options: v.options,
      quantity,
      original_price: v.basePrice,
      sale_price: v.price,
      list_price: v.price,
      extended_list_price: round2(v.price * quantity),
      extended_sale_price: round2(v.price * quantity),
      discount_amount: round2((v.basePrice - v.price) * quantity),
      image_url: v.imageUrl,
      available_to_sell: v.available,
    }));
    const sum = (pick: (l: (typeof physical)[number]) => number) => round2(physical.reduce((s, l) => s + pick(l), 0));
    return {
      id: row.id,
      customer_id: row.customer_id,
      channel_id: row.channel_id,
      locale: row.locale as Locale,
      currency: { code: row.currency },
      tax_included: true,
      base_amount: sum((l) => l.original_price * l.quantity),
      discount_amount: sum((l) => l.discount_amount),
      cart_amount: round2(
        sum((l) => l.extended_sale_price) - coupon.coupons.reduce((s, c) => s + c.discounted_amount, 0),
      ),
      ...coupon,
      line_items: { physical_items: physical, digital_items: [] },
      redirect_urls: {
        cart_url: `/${shownLocale}/cart?cartId=${row.id}`,
        checkout_url: `/${shownLocale}/checkout?cartId=${row.id}`,
      },
      created_time: new Date(row.created_at).toISOString(),
      updated_time: new Date(row.updated_at).toISOString(),
    };
  }

  const viewToCart = async (q: Db | Tx, view: CartView, locale?: Locale) =>
    toCart(view, locale, await couponOf(q, view));

  async function toChange(result: ChangeResult, locale?: Locale): Promise<CartChange> {
    return result.status === "ok" ? { status: "ok", cart: await viewToCart(db, result.view, locale) } : result;
  }

  async function readCart(q: Db | Tx, cartId: string, locale?: Locale): Promise<Cart | null> {
    const view = await cartView(q as Db, cartId, region);
    return view ? viewToCart(q, view, locale) : null;
  }

  /**
   * Writes the cart's code (or clears it) if the cart is still this shopper's: one statement, no
   * transaction. The code is judged again on every read of the cart, so a line changed between the
   * judgement and this write cannot give a discount the lines do not earn; the lock a transaction
   * would take bought nothing and held the database for every other shopper (the bench's apply
   * p99 went from ~590 ms to a fraction of it without it). False when the cart is gone or not hers.
   */
  async function writeCode(
    cartId: string,
    actor: number | null,
    code: string | null,
    locale?: Locale,
  ): Promise<boolean> {
    const owner =
      actor === null ? eq(t.carts.customerId, 0) : or(eq(t.carts.customerId, 0), eq(t.carts.customerId, actor));
    const written = await db
      .update(t.carts)
      .set({ promoCode: code, updatedAt: sql`now()`, ...(ownLocale(locale) && { locale: ownLocale(locale)! }) })
      .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region), owner))
      .returning({ id: t.carts.id });
    return written.length > 0;
  }

  async function ownView(cartId: string, actor: number | null): Promise<CartView | NotOwn> {
    return own(await cartView(db, cartId, region), actor);
  }

  return {
    async createCart({ lines, customerId, locale, channelId = CHANNEL_ID }) {
      const cartLocale = locale && LOCALES[locale].region === region ? locale : localeOf("en", region);
      return db.transaction(async (tx) => {
        const id = randomUUID();
        await tx
          .insert(t.carts)
          .values({ id, region, locale: cartLocale, currency: REGIONS[region].currency, customerId, channelId });
        const added = await addLines(tx as unknown as Db, id, region, customerId, lines, null);
        if (added.status !== "ok") throw new Error(`a new cart's lines were not added (${added.status})`);
        return toCart(added.view, cartLocale, { coupons: [] });
      });
    },

    getCart: (cartId, locale) => readCart(db, cartId, locale),

    async getCartOwner(cartId) {
      const [row] = await db
        .select({ customerId: t.carts.customerId })
        .from(t.carts)
        .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)));
      return row ? row.customerId : null;
    },

    async deleteCart(cartId) {
      const deleted = await db
        .delete(t.carts)
        .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)))
        .returning({ id: t.carts.id });
      return deleted.length > 0;
    },

    async setCartCustomer(cartId, customerId, locale) {
      const [row] = await db
        .update(t.carts)
        .set({ customerId, updatedAt: sql`now()`, ...(ownLocale(locale) && { locale: ownLocale(locale)! }) })
        .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)))
        .returning({ id: t.carts.id });
      return row ? readCart(db, cartId, locale) : null;
    },

    async addCartLines(cartId, lines, { customerId, locale }) {
      return toChange(await addLines(db, cartId, region, customerId, lines, ownLocale(locale)), locale);
    },

    async updateCartLine(cartId, itemId, quantity, { customerId, locale }) {
      return toChange(await setLine(db, cartId, region, customerId, itemId, quantity, ownLocale(locale)), locale);
    },

    async deleteCartLine(cartId, itemId, { customerId, locale }) {
      return toChange(await setLine(db, cartId, region, customerId, itemId, 0, ownLocale(locale)), locale);
    },

    async applyPromotion(cartId, input, { customerId, locale, email }): Promise<PromotionChange> {
      const code = normalizeCode(input);
      // The cart and the code's promotions are read in one statement: one wait for both.
      const { view: read, promotions: found } = await cartViewAndPromotions(db, cartId, region, code ?? "");
      const view = own(read, customerId);
      if ("status" in view) return view;
      if (!code) return { status: "refused", refusal: { reason: "unknown" } };
      const outcome = await quotePromotion(db, {
        region,
        code,
        lines: promotionLines(view),
        shopper: { customerId: view.cart.customer_id, email },
        found,
      });
      if (!outcome.ok) return { status: "refused", refusal: outcome.refusal };
      if (!(await writeCode(cartId, customerId, outcome.quote.code, locale)))
        return { status: "not-found", what: "cart" };
      const coupons = [{ code: outcome.quote.code, discounted_amount: outcome.quote.discount }];
      return {
        status: "ok",
        cart: toCart({ ...view, cart: { ...view.cart, promo_code: outcome.quote.code } }, locale, { coupons }),
      };
    },

    async removePromotion(cartId, { customerId, locale }): Promise<CartChange> {
      const view = await ownView(cartId, customerId);
      if ("status" in view) return view;
      if (!(await writeCode(cartId, customerId, null, locale))) return { status: "not-found", what: "cart" };
      return {
        status: "ok",
        cart: toCart({ ...view, cart: { ...view.cart, promo_code: null } }, locale, { coupons: [] }),
      };
    },

    async getCheckoutTotals(cartId): Promise<CheckoutTotals | null> {
      const cart = await readCart(db, cartId);
      if (!cart) return null;
      const { tax, exTax, ratePercent } = splitTax(cart.cart_amount, region);
      return {
        id: cart.id,
        currency: cart.currency,
        subtotal_inc_tax: cart.cart_amount,
        subtotal_ex_tax: exTax,
        tax_total: tax,
        grand_total: cart.cart_amount,
        taxes: [{ name: "VAT", rate_percent: ratePercent, amount: tax }],
      };
    },
  };
}
