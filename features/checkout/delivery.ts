import { ESTIMATED_DELIVERY_DAYS } from "@/lib/constants";

/** Today plus ESTIMATED_DELIVERY_DAYS as a calendar date, "2026-11-24". */
export function estimatedDeliveryDate(now: Date = new Date()): string {
  return new Date(now.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
}
