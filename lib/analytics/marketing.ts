import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

/**
 * The analytics port of spec section 7 (the marketing platform's `customers/events`): every
 * event is stored in the database; when MARKETING_EVENTS_URL is set it is also forwarded
 * there (3 s timeout) and marked forwarded. Nothing here ever throws: a marketing outage
 * must never break a cart.
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

export const FORWARD_TIMEOUT_MS = 3000;

export async function recordMarketingEvent(event: CartUpdateEvent, options: { db?: Db; onError?: (e: unknown) => void } = {}): Promise<void> {
  const report = options.onError ?? ((e: unknown) => console.error("[marketing] event not recorded:", e));
  try {
    const db = options.db ?? (await getDb());
    const [row] = await db.insert(t.marketingEvents).values({ type: event.type, region: event.region, payload: event.payload }).returning({ id: t.marketingEvents.id });
    const { MARKETING_EVENTS_URL: url, MARKETING_EVENTS_TOKEN: token } = serverEnv();
    if (!url || !row) return;
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ eventType: event.type, ...event.payload }),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`marketing endpoint answered ${response.status}`);
    await db.update(t.marketingEvents).set({ forwardedAt: new Date() }).where(eq(t.marketingEvents.id, row.id));
  } catch (error) {
    report(error);
  }
}
