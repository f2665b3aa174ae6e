import type { TFunction } from "i18next";
import clsx from "clsx";
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

/** A return's status as a badge (text, never colour alone), in the style of the order badge. */
export function ReturnStatusBadge({ status, t }: { status: ReturnStatus; t: TFunction }) {
  return (
    <span className={clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", TONE[status] ?? "bg-cream")}>
      <span className="sr-only">{t("returns.list.status")}: </span>
      {t(`returns.statuses.${status}`)}
    </span>
  );
}
