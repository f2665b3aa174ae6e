import "server-only";
import { lt } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";
import { PRUNE_EVERY_MS } from "@/lib/constants";
import { enqueueMany } from "@/lib/jobs/runtime";

/**
 * The analytics port (the marketing platform's `customers/events`; ADR 0012, ADR 0026): every
 * event is stored in the database; when MARKETING_EVENTS_URL is set a `marketing` job is queued
 * with it, and the queue's worker forwards it (3 s timeout, retried with backoff while the
 * platform is down or slow; lib/analytics/forward.ts) and marks it forwarded. Nothing here ever
 * throws, and nothing waits on the platform: a marketing outage must never break or slow a cart.
 * Events are written in small batches (BATCH_WINDOW_MS), after the shopper's answer has gone
 * (the caller uses Next's `after`).
 */
export type CartUpdateEvent = {
  type: "cart_update_backend";
  region: string;
  payload: {
    email: string | null;
    cookieId: string | null;
    customerId: number;
    action: "add" | "update" | "remove";
    region: string;
    brand: "main" | "missl";
    language: string;
    cartId: string | null;
    currency: string;
    quantity: number;
    cartTotal: number;
    items: { sku: string; productId: number; name: string; quantity: number; price: number }[];
  };
};

/**
 * The other events of the marketing platform's port: a customer's profile
 * (`/engagement-customer`), her behaviour (`/engagement-customer/customer-event`), and the entity
 * API named "x7" (`/x7/entities`, `/x7/custom-entities`; ADR 0024). The payload is the
 * page's, with the shopper's identity set from her session (`shopper`), never from the body.
 */
export type PortEvent = {
  type: "engagement_customer" | "engagement_customer_event" | "x7_entities" | "x7_custom_entities";
  region: string;
  payload: Record<string, unknown> & { shopper: { customerId: number; email: string | null; cookieId: string | null } };
};
export type MarketingEvent = CartUpdateEvent | PortEvent;

export { FORWARD_TIMEOUT_MS } from "./forward";
/** Events arriving within this window are stored with one insert (a busy store adds many carts a second). */
export const BATCH_WINDOW_MS = 25;
const MAX_BATCH = 200;

type Options = { db?: Db; onError?: (e: unknown) => void };
type Pending = { event: MarketingEvent; report: (e: unknown) => void; done: () => void };
type Queue = { pending: Pending[]; timer: ReturnType<typeof setTimeout> | null };
const queues = new Map<Db, Queue>();

/** Stores an event (and queues its forwarding); resolves once both are stored, never rejects. */
export async function recordMarketingEvent(event: MarketingEvent, options: Options = {}): Promise<void> {
  const report = options.onError ?? ((e: unknown) => console.error("[marketing] event not recorded:", e));
  let db: Db;
  try {
    db = options.db ?? (await getDb());
  } catch (error) {
    return report(error);
  }
  return new Promise((done) => {
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = { pending: [], timer: null }));
    queue.pending.push({ event, report, done });
    if (queue.pending.length >= MAX_BATCH) void flush(db);
    else queue.timer ??= setTimeout(() => void flush(db), BATCH_WINDOW_MS);
  });
}

async function flush(db: Db): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  if (queue.timer) clearTimeout(queue.timer);
  queues.delete(db);
  const batch = queue.pending;
  try {
    const rows = await db
      .insert(t.marketingEvents)
      .values(batch.map(({ event }) => ({ type: event.type, region: event.region, payload: event.payload })))
      .returning({ id: t.marketingEvents.id });
    const { MARKETING_EVENTS_URL: url, MARKETING_EVENTS_KEEP_DAYS: keepDays } = serverEnv();
    if (url)
      await enqueueMany(
        "marketing",
        rows.map((row) => ({ id: row.id })),
        { db },
      );
    await pruneNowAndThen(db, keepDays);
  } catch (error) {
    for (const p of batch) p.report(error);
  } finally {
    for (const p of batch) p.done();
  }
}

/**
 * Events older than MARKETING_EVENTS_KEEP_DAYS are deleted by the code that stores new ones, at
 * most once per PRUNE_EVERY_MS per process and database (no scheduler to run): the table is a
 * local copy and an export buffer, not an archive, and without this it only ever grew.
 */
const lastPrune = new WeakMap<Db, number>();
async function pruneNowAndThen(db: Db, keepDays: number): Promise<void> {
  const last = lastPrune.get(db);
  if (last !== undefined && Date.now() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(db, Date.now());
  await db
    .delete(t.marketingEvents)
    .where(lt(t.marketingEvents.createdAt, new Date(Date.now() - keepDays * 86_400_000)));
}
