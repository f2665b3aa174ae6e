import "server-only";
/**
 * The parts of the embedded engine that a hosted store shares, on our database: reviews and
 * returns, for stores that have no API for them (ADR 0022). A hosted adapter imports them from
 * here, never from the embedded store's files, so the embedded store may rearrange its files
 * behind this list.
 */
export { createReviews, type Purchase, type ReviewSources } from "../embedded/reviews";
export { createReturns, type ReturnPolicy } from "../embedded/returns";
export type { ReturnOrder, ReturnOrderLine, ReturnOrders } from "../embedded/return-orders";
