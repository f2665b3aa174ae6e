import "server-only";
import { z } from "zod";
import { LOCALES, type Lang } from "@/lib/i18n/locales";
import type { Order, OrderLine } from "../cart-types";
import type { OrderPickup } from "../pickup-types";
import type { OrderTracking } from "../tracking-types";
import { HostedCheckoutError } from "../errors";
import type { CatalogueReads, OrderContact, OrderOperations } from "../interface";
import { CART_ID, isStatus, parseAnswer } from "./answers";
import { bcCartAnswer } from "./cart-map";
import type { BigCommerceClients } from "./clients";
import {
  mayBePickup,
  parseHostedOrderNumber,
  promoCodeOf,
  toOrder,
  toOrderLine,
  toOrderPickup,
  v2Consignments,
  v2Order,
  v2OrderProduct,
  type LineProduct,
  type V2Order,
  type V2OrderProduct,
} from "./order-map";
import { toOrderTracking, v2Shipment, v2ShippingAddress } from "./tracking-map";

/** An account lists at most this many orders (newest first), as the embedded store does. */
export const HOSTED_ORDER_HISTORY_LIMIT = 100;
/** Order lines are read this many orders at a time (one call each), to stay well inside the store's rate limit. */
export const ORDER_LINES_CONCURRENCY = 5;

export type OrderDeps = {
  clients: Pick<BigCommerceClients, "rest" | "region" | "upstreams">;
  /** Names, pages and pictures of ordered products in the shopper's language; lines keep the store's name without it. */
  catalogue?: Pick<CatalogueReads, "getProductsByIds">;
  /** An order's returns, kept in our database (BigCommerce has no returns API); none without it. */
  orderReturns?: (orderId: number) => Promise<OrderTracking["returns"]>;
};

const orderList = z.array(v2Order);
const productList = z.array(v2OrderProduct);
const shipmentList = z.array(v2Shipment);
const shippingAddressList = z.array(v2ShippingAddress);

/**
 * A country's orders on its BigCommerce store (Orders v2): the account's history, an order and its
 * lines (the `order_id` cart rebuild), customer service's look-up by number, the shopper's tracking
 * view (its parcels are the order's shipments). An order collected in store carries its pickup:
 * its consignments are read (one more call) only for an order whose lines or status say it may be
 * one (`mayBePickup`), so delivered orders cost what they did. Orders are placed on
 * the hosted checkout, never by us: `placeOrder` refuses a live cart with `HostedCheckoutError`
 * (where to send the shopper) and, for a cart already ordered there, gives the order back to its
 * customer only.
 */
export function createBigCommerceOrders({ clients, catalogue, orderReturns }: OrderDeps): OrderOperations {
  const { rest, region } = clients;
  const upstream = clients.upstreams.rest;

  /** An order's products; `null` when there is no such order, `[]` for 204. */
  async function products(orderId: number): Promise<z.infer<typeof productList> | null> {
    try {
      return parseAnswer(
        productList,
        (await rest.get(`/v2/orders/${orderId}/products`)) ?? [],
        upstream,
        "GET order products",
      );
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  async function lineProducts(productIds: number[], lang: Lang): Promise<Map<number, LineProduct>> {
    const ids = [...new Set(productIds)];
    if (!catalogue || ids.length === 0) return new Map();
    const summaries = await catalogue.getProductsByIds(ids, lang);
    return new Map(
      summaries.map((s) => [s.entityId, { name: s.name, path: s.path, imageUrl: s.defaultImage?.url ?? null }]),
    );
  }

  /** An order's pickup, read from its consignments only when it may be collected in store; `null`: delivered. */
  async function pickupOf(order: V2Order, list: V2OrderProduct[], lang: Lang): Promise<OrderPickup | null> {
    if (!mayBePickup(order, list)) return null;
    try {
      const answer = parseAnswer(
        v2Consignments,
        await rest.get(`/v2/orders/${order.id}/consignments`),
        upstream,
        "GET order consignments",
      );
      return toOrderPickup(answer, order, region, lang);
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  /** Orders with their lines: products (and a pickup's consignments) read a few orders at a time, then named from the catalogue at once. */
  async function withLines(orders: V2Order[], lang: Lang): Promise<Order[]> {
    const lists: z.infer<typeof productList>[] = [];
    const pickups: (OrderPickup | null)[] = [];
    for (let i = 0; i < orders.length; i += ORDER_LINES_CONCURRENCY) {
      const batch = await Promise.all(
        orders.slice(i, i + ORDER_LINES_CONCURRENCY).map(async (o) => {
          const list = (await products(o.id)) ?? [];
          return { list, pickup: await pickupOf(o, list, lang) };
        }),
      );
      lists.push(...batch.map((b) => b.list));
      pickups.push(...batch.map((b) => b.pickup));
    }
    const named = await lineProducts(
      lists.flat().map((p) => p.product_id),
      lang,
    );
    return orders.map((o, i) => {
      const lines = lists[i]!.map((p) => toOrderLine(p, named.get(p.product_id)));
      return toOrder(o, lines, region, promoCodeOf(lists[i]!), pickups[i] ?? null);
    });
  }

  async function readOrder(orderId: number): Promise<V2Order | null> {
    if (!Number.isInteger(orderId) || orderId < 1) return null;
    try {
      return parseAnswer(v2Order, await rest.get(`/v2/orders/${orderId}`), upstream, "GET order");
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  /** A list under an order (v2 answers 204 for none); `null` when there is no such order. */
  async function listUnder<T extends z.ZodType>(
    orderId: number,
    part: string,
    schema: T,
    what: string,
  ): Promise<z.infer<T> | null> {
    try {
      return parseAnswer(schema, (await rest.get(`/v2/orders/${orderId}/${part}`)) ?? [], upstream, what);
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  /**
   * Where an order is (tracking-map.ts draws the view): the order, its products, shipments and
   * shipping addresses read at once, plus its returns from our database, then the pickup of an
   * order that may be collected in store. A 404 is no such order;
   * any other failure is the store's outage and stays an error, as in every other read.
   */
  async function getOrderTracking(orderId: number, lang: Lang): Promise<OrderTracking | null> {
    return (await track(orderId, lang))?.tracking ?? null;
  }

  /** The tracking view, and who may see it: the billing e-mail and phone, and the delivery address's phone. */
  async function track(
    orderId: number,
    lang: Lang,
  ): Promise<{ tracking: OrderTracking; contact: OrderContact } | null> {
    if (!Number.isInteger(orderId) || orderId < 1) return null;
    const [order, items, shipments, addresses, returns] = await Promise.all([
      readOrder(orderId),
      products(orderId),
      listUnder(orderId, "shipments", shipmentList, "GET order shipments"),
      listUnder(orderId, "shipping_addresses", shippingAddressList, "GET order shipping addresses"),
      orderReturns ? orderReturns(orderId) : Promise.resolve([]),
    ]);
    if (!order) return null;
    const list = items ?? [];
    const [named, pickup] = await Promise.all([
      lineProducts(
        list.map((p) => p.product_id),
        lang,
      ),
      pickupOf(order, list, lang),
    ]);
    const lines = list.map((p) => toOrderLine(p, named.get(p.product_id)));
    const shippingAddress = addresses?.[0] ?? null;
    const tracking = toOrderTracking(
      order,
      { lines, shipments: shipments ?? [], shippingAddress, returns, pickup },
      region,
    );
    const phones = [order.billing_address.phone, shippingAddress?.phone ?? ""].filter(Boolean);
    return { tracking, contact: { email: order.billing_address.email, phones } };
  }

  async function getOrder(orderId: number, lang: Lang): Promise<Order | null> {
    const order = await readOrder(orderId);
    return order && (await withLines([order], lang))[0]!;
  }

  /** The order a hosted checkout made of a cart (Orders v2 `cart_id`), or none. */
  async function orderOfCart(cartId: string): Promise<V2Order | null> {
    const list = parseAnswer(
      orderList,
      (await rest.get("/v2/orders", { params: { cart_id: cartId } })) ?? [],
      upstream,
      "GET orders",
    );
    return list[0] ?? null;
  }

  return {
    async placeOrder({ cartId, customerId, locale }) {
      if (!CART_ID.test(cartId)) return null;
      let checkoutUrl: string | null = null;
      try {
        const cart = parseAnswer(
          bcCartAnswer,
          await rest.get(`/v3/carts/${cartId}`, { params: { include: "redirect_urls" } }),
          upstream,
          "GET cart",
        );
        checkoutUrl = cart.data.redirect_urls?.checkout_url ?? "";
      } catch (error) {
        if (!isStatus(error, 404)) throw error;
      }
      if (checkoutUrl !== null) throw new HostedCheckoutError(checkoutUrl);
      const done = await orderOfCart(cartId);
      if (!done) return null;
      // No idempotency key reaches a hosted checkout: only the ordering customer gets the order back.
      if (customerId > 0 && done.customer_id === customerId)
        return (await withLines([done], locale ? LOCALES[locale].lang : "en"))[0]!;
      return "already-ordered";
    },

    getOrder,

    async findOrderByNumber(text, lang) {
      const id = parseHostedOrderNumber(text, region);
      return id === null ? null : getOrder(id, lang);
    },

    async getOrderLines(orderId, lang): Promise<OrderLine[] | null> {
      if (!Number.isInteger(orderId) || orderId < 1) return null;
      const list = await products(orderId);
      if (!list) return null;
      const named = await lineProducts(
        list.map((p) => p.product_id),
        lang,
      );
      return list.map((p) => toOrderLine(p, named.get(p.product_id)));
    },

    async listCustomerOrders(customerId, lang) {
      if (customerId <= 0) return [];
      const answer = await rest.get("/v2/orders", {
        params: { customer_id: customerId, sort: "date_created:desc", limit: HOSTED_ORDER_HISTORY_LIMIT },
      });
      return withLines(parseAnswer(orderList, answer ?? [], upstream, "GET orders"), lang);
    },

    getOrderTracking,

    async findOrderTracking(text, lang) {
      const id = parseHostedOrderNumber(text, region);
      return id === null ? null : track(id, lang);
    },
  };
}
