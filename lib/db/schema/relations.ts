import { relations } from "drizzle-orm";
import { orderLines, orders } from "./orders";
import { returns } from "./returns";
import { orderEvents, shipments } from "./tracking";

/**
 * How an order's rows hang together, for drizzle's relational queries (`db.query.orders.findFirst`
 * with `with`): an order and its lines, steps, parcels and returns come back from ONE statement
 * (lateral JSON aggregates) instead of one round trip each. On the embedded store every statement
 * queues for the database's single thread, so a page or a tracking look-up that needs five tables
 * pays one queue wait, not five. Relations are not DDL: drizzle-kit and the migrations ignore them.
 */
export const ordersRelations = relations(orders, ({ many }) => ({
  lines: many(orderLines),
  events: many(orderEvents),
  shipments: many(shipments),
  // Returns name their order without a foreign key (a hosted store's returns use its own order
  // ids): a reader filters them on `store` and `region`.
  returns: many(returns),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));

export const shipmentsRelations = relations(shipments, ({ one }) => ({
  order: one(orders, { fields: [shipments.orderId], references: [orders.id] }),
}));

export const returnsRelations = relations(returns, ({ one }) => ({
  order: one(orders, { fields: [returns.orderId], references: [orders.id] }),
}));
