import type { TFunction } from "i18next";
import { StatusBadge } from "@/components/ui/status-badge";
import type { OrderStatus } from "@/lib/commerce/cart-types";
import type { OrderPickup } from "@/lib/commerce/pickup-types";

const TONE: Record<OrderStatus, string> = {
  awaiting_fulfillment: "bg-gold/15 text-gold-dark",
  shipped: "bg-navy/10 text-navy",
  delivered: "bg-teal/10 text-teal",
  cancelled: "bg-sale/10 text-sale",
};

/** What the badge says: an order to collect is "ready to collect" once its boutique has it, then "collected". */
function labelKey(status: OrderStatus, pickup: OrderPickup | null | undefined): string {
  if (pickup && status === "awaiting_fulfillment" && pickup.ready) return "readyToCollect";
  if (pickup && status === "delivered") return "collected";
  return status;
}

/** An order's status as a badge. */
export function OrderStatusBadge({
  status,
  pickup,
  t,
}: {
  status: OrderStatus;
  pickup?: OrderPickup | null;
  t: TFunction;
}) {
  const key = labelKey(status, pickup);
  return (
    <StatusBadge
      label={t(`account.orders.statuses.${key}`)}
      srLabel={t("account.orders.status")}
      tone={key === "readyToCollect" ? TONE.delivered : TONE[status]}
    />
  );
}
