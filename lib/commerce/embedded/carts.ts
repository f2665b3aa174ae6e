import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { CHANNEL_ID } from "@/lib/constants";
import { LOCALES, localeOf, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart, CheckoutTotals } from "../cart-types";
import { round2, splitTax } from "../cart-totals";
import type { CartChange, CartOperations } from "../interface";
import { lineName } from "./cart-lines";
import { addLines, cartView, setLine, type CartView, type ChangeResult } from "./cart-sql";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The store's cart engine. Every change is one call of a database function (migration
 * 0002_cart_functions.sql) that locks the cart row, checks the caller, checks stock and writes,
 * so concurrent changes to one cart queue up and lose nothing.
 */
export function createCarts(db: Db, region: RegionCode): CartOperations {
  const ownLocale = (locale?: Locale) => (locale && LOCALES[locale].region === region ? locale : null);

  function toCart(view: CartView, locale?: Locale): Cart {
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
      cart_amount: sum((l) => l.extended_sale_price),
      line_items: { physical_items: physical, digital_items: [] },
      redirect_urls: {
        cart_url: `/${shownLocale}/cart?cartId=${row.id}`,
        checkout_url: `/${shownLocale}/checkout?cartId=${row.id}`,
      },
      created_time: new Date(row.created_at).toISOString(),
      updated_time: new Date(row.updated_at).toISOString(),
    };
  }

  function toChange(result: ChangeResult, locale?: Locale): CartChange {
    return result.status === "ok" ? { status: "ok", cart: toCart(result.view, locale) } : result;
  }

  async function readCart(q: Db | Tx, cartId: string, locale?: Locale): Promise<Cart | null> {
    const view = await cartView(q as Db, cartId, region);
    return view ? toCart(view, locale) : null;
  }

  return {
    async createCart({ lines, customerId, locale, channelId = CHANNEL_ID }) {
      const cartLocale = locale && LOCALES[locale].region === region ? locale : localeOf("en", region);
      return db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.insert(t.carts).values({ id, region, locale: cartLocale, currency: REGIONS[region].currency, customerId, channelId });
        const added = await addLines(tx as unknown as Db, id, region, customerId, lines, null);
        if (added.status !== "ok") throw new Error(`a new cart's lines were not added (${added.status})`);
        return toCart(added.view, cartLocale);
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
