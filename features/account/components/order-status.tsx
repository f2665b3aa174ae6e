import type { TFunction } from "i18next";
import { StatusBadge } from "@/components/ui/status-badge";
import type { OrderStatus } from "@/lib/commerce/cart-types";

const TONE: Record<OrderStatus, string> = {
  awaiting_fulfillment: "bg-gold/15 text-gold-dark",
  shipped: "bg-navy/10 text-navy",
  delivered: "bg-teal/10 text-teal",
  cancelled: "bg-sale/10 text-sale",
};

/** An order's status as a badge. */
export function OrderStatusBadge({ status, t }: { status: OrderStatus; t: TFunction }) {
  return (
    <StatusBadge
      label={t(`account.orders.statuses.${status}`)}
      srLabel={t("account.orders.status")}
      tone={TONE[status]}
    />
  );
}
