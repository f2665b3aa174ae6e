import type { TFunction } from "i18next";
import clsx from "clsx";
import type { OrderStatus } from "@/lib/commerce/cart-types";

const TONE: Record<OrderStatus, string> = {
  awaiting_fulfillment: "bg-gold/15 text-gold-dark",
  shipped: "bg-navy/10 text-navy",
  delivered: "bg-teal/10 text-teal",
  cancelled: "bg-sale/10 text-sale",
};

/** An order's status as a badge (text, never colour alone). */
export function OrderStatusBadge({ status, t }: { status: OrderStatus; t: TFunction }) {
  return (
    <span className={clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", TONE[status] ?? "bg-cream")}>
      <span className="sr-only">{t("account.orders.status")}: </span>
      {t(`account.orders.statuses.${status}`)}
    </span>
  );
}
