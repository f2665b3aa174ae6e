import { RETURN_PATH, type ReturnEvent, type ReturnStatus } from "@/lib/commerce/return-types";

export type TimelineState = "done" | "current" | "upcoming";
export type TimelineStep = { status: ReturnStatus; state: TimelineState; at: string | null };

/** When a return last reached a status, `null` when its history does not say. */
function reachedAt(events: readonly ReturnEvent[], status: ReturnStatus): string | null {
  return events.findLast((e) => e.status === status)?.at ?? null;
}

/**
 * A return's timeline: every status of the way (requested, collection scheduled, collected,
 * received, inspected, refunded), the reached ones with their dates and the rest upcoming; a
 * refused or cancelled return ends there instead, after the steps it reached.
 */
export function returnTimeline(status: ReturnStatus, events: readonly ReturnEvent[]): TimelineStep[] {
  if (status === "refused" || status === "cancelled") {
    const reached = RETURN_PATH.filter((s) => s !== "refunded" && (s === "requested" || reachedAt(events, s) !== null));
    return [
      ...reached.map((s) => ({ status: s, state: "done" as const, at: reachedAt(events, s) })),
      { status, state: "current", at: reachedAt(events, status) },
    ];
  }
  const index = RETURN_PATH.indexOf(status);
  return RETURN_PATH.map((s, i) => ({
    status: s,
    state: i < index ? "done" : i === index ? "current" : "upcoming",
    at: i <= index ? reachedAt(events, s) : null,
  }));
}
