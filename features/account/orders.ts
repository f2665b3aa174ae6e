import "server-only";
import type { Order } from "@/lib/commerce/cart-types";
import type { CommerceProvider } from "@/lib/commerce/provider";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * One of a customer's own orders, or `null` for an unknown id and for anyone else's order alike
 * (a guest's included: those open only with their emailed key), so ids cannot be probed.
 */
export async function customerOrder(
  commerce: CommerceProvider,
  customerId: number,
  orderId: number,
  locale?: Locale,
): Promise<Order | null> {
  const order = await commerce.getOrder(orderId, locale ? LOCALES[locale].lang : "en");
  return order && order.customer_id > 0 && order.customer_id === customerId ? order : null;
}
