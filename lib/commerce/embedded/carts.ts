import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { CHANNEL_ID } from "@/lib/constants";
import { LOCALES, localeOf, type Locale, type RegionCode } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import type { Cart, CartLineInput, CheckoutTotals } from "../cart-types";
import { round2, splitTax } from "../cart-totals";
import { CommerceInputError, QuantityExceedsError } from "../errors";
import type { CartChange, CartOperations } from "../interface";
import { lineName, loadPricedVariants, variantsOfProducts } from "./cart-lines";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type CartRow = typeof t.carts.$inferSelect;

/** The store's cart engine: every change is one transaction holding the cart row's lock. */
export function createCarts(db: Db, region: RegionCode): CartOperations {
  const currency = REGIONS[region].currency;

  /** Locks the cart row for this transaction (concurrent changes to one cart queue up). */
  async function lockCart(tx: Tx, cartId: string): Promise<CartRow | null> {
    const [row] = await tx
      .select()
      .from(t.carts)
      .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)))
      .for("update");
    return row ?? null;
  }

  /** Resolves product-only lines to their variant; a product with several (ring sizes) needs one named. */
  async function resolveLines(tx: Tx, lines: CartLineInput[]): Promise<{ variantId: number; quantity: number }[]> {
    const open = lines.filter((l) => l.variant_id === undefined).map((l) => l.product_id);
    const variants = await variantsOfProducts(tx, open);
    const merged = new Map<number, number>();
    for (const line of lines) {
      let variantId = line.variant_id;
      if (variantId === undefined) {
        const own = variants.filter((v) => v.productId === line.product_id);
        if (own.length === 0) throw new CommerceInputError(`Product ${line.product_id} does not exist`);
        if (own.length > 1) throw new CommerceInputError(`Product ${line.product_id} has options: name the variant_id (e.g. the ring size)`);
        variantId = own[0]!.id;
      }
      merged.set(variantId, (merged.get(variantId) ?? 0) + line.quantity);
    }
    return [...merged].map(([variantId, quantity]) => ({ variantId, quantity }));
  }

  /** Sets (or adds to) lines under the cart lock, refusing any quantity above the stock left. */
  async function writeLines(tx: Tx, cartId: string, lines: { variantId: number; quantity: number }[], mode: "add" | "set") {
    const priced = await loadPricedVariants(tx, region, lines.map((l) => l.variantId));
    const existing = await tx.select().from(t.cartItems).where(eq(t.cartItems.cartId, cartId));
    for (const line of lines) {
      const variant = priced.get(line.variantId);
      if (!variant) throw new CommerceInputError(`Variant ${line.variantId} is not sold in this store`);
      const current = existing.find((e) => e.variantId === line.variantId);
      const quantity = mode === "add" ? (current?.quantity ?? 0) + line.quantity : line.quantity;
      if (quantity > variant.available) throw new QuantityExceedsError(variant.sku, variant.available);
      if (current) await tx.update(t.cartItems).set({ quantity }).where(eq(t.cartItems.id, current.id));
      else await tx.insert(t.cartItems).values({ id: randomUUID(), cartId, productId: variant.productId, variantId: variant.variantId, quantity });
    }
  }

  async function touch(tx: Tx, cartId: string, locale?: Locale) {
    await tx
      .update(t.carts)
      .set({ updatedAt: sql`now()`, ...(locale && LOCALES[locale].region === region ? { locale } : {}) })
      .where(eq(t.carts.id, cartId));
  }

  /** After a change: the cart, or `emptied` (a cart without lines is deleted, as hosted carts are). */
  async function settle(tx: Tx, cartId: string, locale?: Locale): Promise<CartChange> {
    const [{ lines } = { lines: 0 }] = await tx
      .select({ lines: sql<number>`count(*)`.mapWith(Number) })
      .from(t.cartItems)
      .where(eq(t.cartItems.cartId, cartId));
    if (lines === 0) {
      await tx.delete(t.carts).where(eq(t.carts.id, cartId));
      return { status: "emptied" };
    }
    await touch(tx, cartId, locale);
    return { status: "ok", cart: (await readCart(tx, cartId, locale))! };
  }

  async function readCart(q: Db | Tx, cartId: string, locale?: Locale): Promise<Cart | null> {
    const [row] = await q
      .select()
      .from(t.carts)
      .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)));
    if (!row) return null;
    const items = await q.select().from(t.cartItems).where(eq(t.cartItems.cartId, cartId)).orderBy(asc(t.cartItems.createdAt), asc(t.cartItems.id));
    const priced = await loadPricedVariants(q, region, items.map((i) => i.variantId));
    const shownLocale = locale && LOCALES[locale].region === region ? locale : (row.locale as Locale);
    const lang = LOCALES[shownLocale].lang;
    const physical = items.flatMap((item) => {
      const v = priced.get(item.variantId);
      // A product withdrawn from the store since it was added leaves the cart's view (and checkout).
      if (!v) return [];
      return [
        {
          id: item.id,
          product_id: v.productId,
          variant_id: v.variantId,
          sku: v.sku,
          name: lineName(v, lang),
          url: v.path,
          options: v.options,
          quantity: item.quantity,
          original_price: v.basePrice,
          sale_price: v.price,
          list_price: v.price,
          extended_list_price: round2(v.price * item.quantity),
          extended_sale_price: round2(v.price * item.quantity),
          discount_amount: round2((v.basePrice - v.price) * item.quantity),
          image_url: v.imageUrl,
          available_to_sell: v.available,
        },
      ];
    });
    const sum = (pick: (l: (typeof physical)[number]) => number) => round2(physical.reduce((s, l) => s + pick(l), 0));
    return {
      id: row.id,
      customer_id: row.customerId,
      channel_id: row.channelId,
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
      created_time: row.createdAt.toISOString(),
      updated_time: row.updatedAt.toISOString(),
    };
  }

  return {
    async createCart({ lines, customerId, locale, channelId = CHANNEL_ID }) {
      const cartLocale = locale && LOCALES[locale].region === region ? locale : localeOf("en", region);
      return db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.insert(t.carts).values({ id, region, locale: cartLocale, currency, customerId, channelId });
        await writeLines(tx, id, await resolveLines(tx, lines), "add");
        return (await readCart(tx, id, cartLocale))!;
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
      return db.transaction(async (tx) => {
        if (!(await lockCart(tx, cartId))) return null;
        await tx.update(t.carts).set({ customerId }).where(eq(t.carts.id, cartId));
        await touch(tx, cartId, locale);
        return readCart(tx, cartId, locale);
      });
    },

    async addCartLines(cartId, lines, locale) {
      return db.transaction(async (tx) => {
        if (!(await lockCart(tx, cartId))) return { status: "not-found", what: "cart" };
        await writeLines(tx, cartId, await resolveLines(tx, lines), "add");
        return settle(tx, cartId, locale);
      });
    },

    async updateCartLine(cartId, itemId, quantity, locale) {
      return db.transaction(async (tx) => {
        if (!(await lockCart(tx, cartId))) return { status: "not-found", what: "cart" };
        const [item] = await tx
          .select()
          .from(t.cartItems)
          .where(and(eq(t.cartItems.id, itemId), eq(t.cartItems.cartId, cartId)));
        if (!item) return { status: "not-found", what: "item" };
        if (quantity === 0) await tx.delete(t.cartItems).where(eq(t.cartItems.id, itemId));
        else await writeLines(tx, cartId, [{ variantId: item.variantId, quantity }], "set");
        return settle(tx, cartId, locale);
      });
    },

    async deleteCartLine(cartId, itemId, locale) {
      return db.transaction(async (tx) => {
        if (!(await lockCart(tx, cartId))) return { status: "not-found", what: "cart" };
        const deleted = await tx
          .delete(t.cartItems)
          .where(and(eq(t.cartItems.id, itemId), eq(t.cartItems.cartId, cartId)))
          .returning({ id: t.cartItems.id });
        if (deleted.length === 0) return { status: "not-found", what: "item" };
        return settle(tx, cartId, locale);
      });
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
