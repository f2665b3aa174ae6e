import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { LOCALES, type Lang, type Locale, type RegionCode } from "@/lib/i18n/locales";
import type { Order } from "../cart-types";
import { round2, splitTax } from "../cart-totals";
import { CommerceInputError, OutOfStockError, PromotionRefusedError } from "../errors";
import type { OrderOperations } from "../interface";
import { loadPricedVariants } from "./cart-lines";
import { claimPromotion, shareDiscount } from "./promotions";
import { boutique, holdAtBoutique } from "./store-stock";
import { estimatedDelivery, parseOrderNumber, toOrder } from "./order-rows";

export { estimatedDelivery, orderNumber, parseOrderNumber } from "./order-rows";

/** An account lists at most this many orders (newest first); older ones stay reachable by id. */
export const ORDER_HISTORY_LIMIT = 100;

const keyHash = (key: string) => createHash("sha256").update(key).digest("base64url");

/** Is this request the checkout (or the customer) that placed the order? Hashes compared in constant time. */
function sameCheckout(
  done: { customerId: number; idempotencyKeyHash: string | null },
  customerId: number,
  key: string | undefined,
): boolean {
  if (done.customerId > 0 && done.customerId === customerId) return true;
  if (!key || !done.idempotencyKeyHash) return false;
  const [a, b] = [Buffer.from(keyHash(key)), Buffer.from(done.idempotencyKeyHash)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The step staff mark when a boutique has an order ready for collection. */
const READY_STEP = "ready_for_collection";

export function createOrders(
  db: Db,
  region: RegionCode,
): Omit<OrderOperations, "getOrderTracking" | "findOrderTracking"> {
  // Built once: drizzle's relational builder costs more of the server's thread than the statement
  // costs the database, on every order page, tracking look-up and confirmation.
  const orderWithLines = db.query.orders
    .findFirst({
      where: and(eq(t.orders.id, sql.placeholder("id")), eq(t.orders.region, region)),
      with: {
        lines: { orderBy: asc(t.orderLines.id) },
        // Whether a boutique has it ready: the one step the shopper's order page reads.
        events: { columns: { step: true }, where: eq(t.orderEvents.step, READY_STEP) },
      },
    })
    .prepare(`order_with_lines_${region}`);

  /** The order with its lines in one statement (the boutique's, for an order to collect, is a second). */
  async function read(orderId: number, lang: Lang): Promise<Order | null> {
    const found = await orderWithLines.execute({ id: orderId });
    if (!found) return null;
    const { lines, events, ...row } = found;
    const store = row.pickupStoreId ? await boutique(db, region, row.pickupStoreId, lang) : null;
    return toOrder(row, lines, lang, store, events.length > 0);
  }

  return {
    /**
     * One transaction: the cart row locked, every line's stock decremented only where enough
     * is left (a refused line rolls back all of them), the order and its lines written at the
     * prices of the moment, the cart's promotion code claimed (a refused code refuses the order:
     * the shopper is told before paying), the cart deleted. Placing the same cart twice returns the order.
     */
    async placeOrder({ cartId, email, customerId, shippingAddress, paymentMethod, locale, idempotencyKey, pickup }) {
      const placed = await db.transaction(async (tx) => {
        const [cart] = await tx
          .select()
          .from(t.carts)
          .where(and(eq(t.carts.id, cartId), eq(t.carts.region, region)))
          .for("update");
        if (!cart) {
          // Gone: never existed, or a request that waited on the lock finds it already ordered.
          const [done] = await tx
            .select({
              id: t.orders.id,
              locale: t.orders.locale,
              customerId: t.orders.customerId,
              idempotencyKeyHash: t.orders.idempotencyKeyHash,
            })
            .from(t.orders)
            .where(and(eq(t.orders.cartId, cartId), eq(t.orders.region, region)));
          if (!done) return null;
          return sameCheckout(done, customerId, idempotencyKey) ? done : ("already-ordered" as const);
        }
        const items = await tx
          .select()
          .from(t.cartItems)
          .where(eq(t.cartItems.cartId, cartId))
          .orderBy(asc(t.cartItems.createdAt));
        const priced = await loadPricedVariants(
          tx,
          region,
          items.map((i) => i.variantId),
        );
        const lines = items.flatMap((item) => {
          const v = priced.get(item.variantId);
          return v ? [{ item, v }] : [];
        });
        if (lines.length === 0) throw new CommerceInputError("The cart is empty");

        let address = shippingAddress;
        if (pickup) {
          // Collected: the pieces come off the boutique's shelf, not the web stock, and the order's
          // address is the boutique's (named for the collector): a courier never sees it.
          const orderLocale = locale && LOCALES[locale].region === region ? locale : (cart.locale as Locale);
          const store = await boutique(tx, region, pickup.storeId, LOCALES[orderLocale].lang);
          if (!store) throw new CommerceInputError("No such store in this country");
          await holdAtBoutique(
            tx,
            store.id,
            lines.map(({ item, v }) => ({ variantId: item.variantId, quantity: item.quantity, sku: v.sku })),
          );
          address = { ...shippingAddress, street: store.address, city: store.city, governorate: "", postal_code: "" };
        }
        const short: { sku: string; available: number; requested: number }[] = [];
        for (const { item, v } of pickup ? [] : lines) {
          const taken = await tx
            .update(t.inventory)
            .set({ availableToSell: sql`${t.inventory.availableToSell} - ${item.quantity}` })
            .where(
              and(
                eq(t.inventory.region, region),
                eq(t.inventory.variantId, item.variantId),
                gte(t.inventory.availableToSell, item.quantity),
              ),
            )
            .returning({ left: t.inventory.availableToSell });
          if (taken.length === 0) short.push({ sku: v.sku, available: v.available, requested: item.quantity });
        }
        if (short.length > 0) throw new OutOfStockError(short);

        const gross = round2(lines.reduce((s, { item, v }) => s + v.price * item.quantity, 0));
        const { tax, exTax } = splitTax(gross, region);
        const now = new Date();
        const [order] = await tx
          .insert(t.orders)
          .values({
            region,
            locale: locale && LOCALES[locale].region === region ? locale : cart.locale,
            customerId,
            email,
            status: "awaiting_fulfillment",
            currency: cart.currency,
            subtotalIncTax: gross,
            subtotalExTax: exTax,
            taxTotal: tax,
            shippingTotal: 0,
            grandTotal: gross,
            paymentMethod,
            shippingAddress: address,
            pickupStoreId: pickup?.storeId ?? null,
            cartId,
            accessKey: randomUUID(),
            idempotencyKeyHash: idempotencyKey ? keyHash(idempotencyKey) : null,
            estimatedDelivery: estimatedDelivery(now),
            createdAt: now,
          })
          .returning({ id: t.orders.id });
        const lineTotals = lines.map(({ item, v }) => ({
          productId: v.productId,
          lineTotal: round2(v.price * item.quantity),
        }));
        let shares = lines.map(() => 0);
        if (cart.promoCode) {
          const shopper = { customerId, email };
          const claimed = await claimPromotion(tx, {
            region,
            code: cart.promoCode,
            lines: lineTotals,
            shopper,
            orderId: order!.id,
            now,
          });
          if (!claimed.ok) throw new PromotionRefusedError(cart.promoCode, claimed.refusal);
          const { discount, eligibleProductIds } = claimed.quote;
          shares = shareDiscount(
            discount,
            lineTotals.map((line) => ({
              lineTotal: line.lineTotal,
              eligible: eligibleProductIds.includes(line.productId),
            })),
          );
          const paid = round2(gross - discount);
          const split = splitTax(paid, region);
          await tx
            .update(t.orders)
            .set({
              promoCode: cart.promoCode,
              discountTotal: discount,
              subtotalExTax: split.exTax,
              taxTotal: split.tax,
              grandTotal: paid,
            })
            .where(eq(t.orders.id, order!.id));
        }
        await tx.insert(t.orderLines).values(
          lines.map(({ item, v }, index) => ({
            discount: shares[index]!,
            orderId: order!.id,
            productId: v.productId,
            variantId: v.variantId,
            sku: v.sku,
            nameEn: v.nameEn,
            nameAr: v.nameAr,
            path: v.path,
            options: v.options,
            quantity: item.quantity,
            basePrice: v.basePrice,
            price: v.price,
            imageUrl: v.imageUrl,
            productType: v.productType,
          })),
        );
        await tx.delete(t.carts).where(eq(t.carts.id, cartId));
        return { id: order!.id, locale: locale && LOCALES[locale].region === region ? locale : cart.locale };
      });
      if (placed === "already-ordered") return placed;
      return placed && read(placed.id, LOCALES[placed.locale as Locale].lang);
    },

    getOrder: read,

    async findOrderByNumber(text, lang) {
      const id = parseOrderNumber(text);
      return id === null ? null : read(id, lang);
    },

    async getOrderLines(orderId, lang) {
      const order = await read(orderId, lang);
      return order ? order.lines : null;
    },

    /** Two reads (orders, then all their lines), a third for orders to collect; the newest ORDER_HISTORY_LIMIT orders. */
    async listCustomerOrders(customerId, lang) {
      if (customerId <= 0) return [];
      const rows = await db
        .select()
        .from(t.orders)
        .where(and(eq(t.orders.region, region), eq(t.orders.customerId, customerId)))
        .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
        .limit(ORDER_HISTORY_LIMIT);
      if (rows.length === 0) return [];
      const lines = await db
        .select()
        .from(t.orderLines)
        .where(
          inArray(
            t.orderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(t.orderLines.id));
      const byOrder = Map.groupBy(lines, (l) => l.orderId);
      const pickupIds = [...new Set(rows.flatMap((r) => (r.pickupStoreId ? [r.pickupStoreId] : [])))];
      const stores = await Promise.all(pickupIds.map((id) => boutique(db, region, id, lang)));
      const storeOf = (id: number | null) => stores.find((s) => s?.id === id) ?? null;
      const toCollect = rows.filter((r) => r.pickupStoreId).map((r) => r.id);
      const readySteps = toCollect.length
        ? await db
            .select({ orderId: t.orderEvents.orderId })
            .from(t.orderEvents)
            .where(and(eq(t.orderEvents.step, READY_STEP), inArray(t.orderEvents.orderId, toCollect)))
        : [];
      const ready = new Set(readySteps.map((e) => e.orderId));
      return rows.map((row) =>
        toOrder(row, byOrder.get(row.id) ?? [], lang, storeOf(row.pickupStoreId), ready.has(row.id)),
      );
    },
  };
}
