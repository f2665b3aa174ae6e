import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { CHANNEL_ID } from "@/lib/constants";
import { LOCALES, localeOf, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart, CheckoutTotals } from "../cart-types";
import { normalizeCode, type PromotionRefusal } from "../promotion-types";
import { round2, splitTax } from "../cart-totals";
import type { CartChange, CartOperations, PromotionChange } from "../interface";
import { lineName } from "./cart-lines";
import { addLines, cartView, lockCart, setLine, type CartView, type ChangeResult } from "./cart-sql";
import { quotePromotion, type PromotionLine } from "./promotions";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CouponState = Pick<Cart, "coupons" | "held_coupon">;
type Decision = { code: string | null } | { refusal: PromotionRefusal };

/** What the promotion engine needs of a cart's lines: each product and what its line costs. */
export const promotionLines = (view: Pick<CartView, "items">): PromotionLine[] =>
  view.items.map(({ quantity, variant }) => ({ productId: variant.productId, lineTotal: round2(variant.price * quantity) }));

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
    const outcome = await quotePromotion(q, { region, code, lines: promotionLines(view), shopper: { customerId: view.cart.customer_id } });
    return outcome.ok ? { coupons: [{ code, discounted_amount: outcome.quote.discount }] } : { coupons: [], held_coupon: { code, refusal: outcome.refusal } };
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
      cart_amount: round2(sum((l) => l.extended_sale_price) - coupon.coupons.reduce((s, c) => s + c.discounted_amount, 0)),
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

  const viewToCart = async (q: Db | Tx, view: CartView, locale?: Locale) => toCart(view, locale, await couponOf(q, view));

  async function toChange(result: ChangeResult, locale?: Locale): Promise<CartChange> {
    return result.status === "ok" ? { status: "ok", cart: await viewToCart(db, result.view, locale) } : result;
  }

  async function readCart(q: Db | Tx, cartId: string, locale?: Locale): Promise<Cart | null> {
    const view = await cartView(q as Db, cartId, region);
    return view ? viewToCart(q, view, locale) : null;
  }

  /** Sets (or clears) the cart's code under the cart's lock, once `decide` accepts it for the locked cart's lines. */
  function setCode(cartId: string, actor: number | null, decide: (tx: Tx, view: CartView) => Promise<Decision>, locale?: Locale): Promise<PromotionChange> {
    return db.transaction(async (tx): Promise<PromotionChange> => {
      const access = await lockCart(tx as unknown as Db, cartId, region, actor);
      if (access !== "ok") return access === "forbidden" ? { status: "forbidden" } : { status: "not-found", what: "cart" };
      const view = (await cartView(tx as unknown as Db, cartId, region))!;
      const decided = await decide(tx, view);
      if ("refusal" in decided) return { status: "refused", refusal: decided.refusal };
      await tx
        .update(t.carts)
        .set({ promoCode: decided.code, updatedAt: sql`now()`, ...(ownLocale(locale) && { locale: ownLocale(locale)! }) })
        .where(eq(t.carts.id, cartId));
      return { status: "ok", cart: await viewToCart(tx, { ...view, cart: { ...view.cart, promo_code: decided.code } }, locale) };
    });
  }

  return {
    async createCart({ lines, customerId, locale, channelId = CHANNEL_ID }) {
      const cartLocale = locale && LOCALES[locale].region === region ? locale : localeOf("en", region);
      return db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.insert(t.carts).values({ id, region, locale: cartLocale, currency: REGIONS[region].currency, customerId, channelId });
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

    applyPromotion(cartId, input, { customerId, locale, email }) {
      return setCode(
        cartId,
        customerId,
        async (tx, view) => {
          const code = normalizeCode(input);
          const shopper = { customerId: view.cart.customer_id, email };
          if (!code) return { refusal: { reason: "unknown" } };
          const outcome = await quotePromotion(tx, { region, code, lines: promotionLines(view), shopper });
          return outcome.ok ? { code: outcome.quote.code } : { refusal: outcome.refusal };
        },
        locale,
      );
    },

    async removePromotion(cartId, { customerId, locale }) {
      const change = await setCode(cartId, customerId, async () => ({ code: null }), locale);
      if (change.status === "refused") throw new Error("removing a code is never refused");
      return change;
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
