import { apiClient } from "@/lib/http/api-client";
import type { OrderTracking } from "@/lib/commerce/tracking-types";
import type { TrackOrderBody } from "./schema";

/**
 * The track-order form's fetcher (POST /api/orders/track) on the one `/api` client; types only from
 * the schema, so zod stays out of the browser. Never throws: an answer is the order's tracking or
 * the message key of why not.
 */
const CODES = new Set(["orderNotFound", "tooManyAttempts", "badRequest"]);
const client = apiClient<string>({
  statusCodes: { 404: "orderNotFound", 429: "tooManyAttempts" },
  messageKey: (code) => `track.errors.${CODES.has(code) ? code : "unavailable"}`,
});

export type TrackOutcome = { ok: true; tracking: OrderTracking } | { ok: false; messageKey: string };

export async function requestTracking(body: TrackOrderBody): Promise<TrackOutcome> {
  try {
    return { ok: true, tracking: await client.post<OrderTracking>("/orders/track", body) };
  } catch (error) {
    return { ok: false, messageKey: client.toError(error).messageKey };
  }
}
