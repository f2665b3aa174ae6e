import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { serverEnv } from "@/lib/env";

export const FORWARD_TIMEOUT_MS = 3000;

const forwardJob = z.object({ id: z.number().int().positive() });

/**
 * The `marketing` queue's worker: POSTs one stored event to MARKETING_EVENTS_URL and marks it
 * forwarded. A refusal, a timeout or an unreachable platform throws, and the queue retries with
 * backoff. An event already forwarded (a retry after the mark was written) or pruned meanwhile is
 * left alone, so the platform gets each event once however often the job runs.
 */
export async function forwardEvent(data: unknown, db: Db): Promise<void> {
  const parsed = forwardJob.safeParse(data);
  if (!parsed.success) throw new Error("Not a marketing event job");
  const [row] = await db.select().from(t.marketingEvents).where(eq(t.marketingEvents.id, parsed.data.id));
  if (!row || row.forwardedAt) return;
  const { MARKETING_EVENTS_URL: url, MARKETING_EVENTS_TOKEN: token } = serverEnv();
  if (!url) return;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    // The type last: a payload's own `eventType` must not rename the event.
    body: JSON.stringify({ ...row.payload, eventType: row.type }),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`marketing endpoint answered ${response.status}`);
  await db.update(t.marketingEvents).set({ forwardedAt: new Date() }).where(eq(t.marketingEvents.id, parsed.data.id));
}

/** The server's worker: the event is read from the store's database. */
export async function forwardStoredEvent(data: unknown): Promise<void> {
  await forwardEvent(data, await getDb());
}
