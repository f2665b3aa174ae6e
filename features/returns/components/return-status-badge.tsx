import type { TFunction } from "i18next";
import { StatusBadge } from "@/components/ui/status-badge";
import type { ReturnStatus } from "@/lib/commerce/return-types";

const TONE: Record<ReturnStatus, string> = {
  requested: "bg-gold/15 text-gold-dark",
  collection_scheduled: "bg-navy/10 text-navy",
  collected: "bg-navy/10 text-navy",
  received: "bg-navy/10 text-navy",
  inspected: "bg-navy/10 text-navy",
  refunded: "bg-teal/10 text-teal",
  refused: "bg-sale/10 text-sale",
  cancelled: "bg-cream text-muted",
};

/** A return's status as a badge, in the style of the order badge. */
export function ReturnStatusBadge({ status, t }: { status: ReturnStatus; t: TFunction }) {
  return <StatusBadge label={t(`returns.statuses.${status}`)} srLabel={t("returns.list.status")} tone={TONE[status]} />;
}
