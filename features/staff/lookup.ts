import "server-only";
import type { CommerceProvider } from "@/lib/commerce/provider";
import type { Customer } from "@/lib/commerce/customer-types";
import type { Order } from "@/lib/commerce/cart-types";
import type { ReturnRequest } from "@/lib/commerce/return-types";
import { serverEnv } from "@/lib/env";
import type { Lang } from "@/lib/i18n/locales";

/** What customer service sees of a shopper: the account, her orders and returns, and the bag she has now. */
export type StaffLookup = {
  customer: (Customer & { flagged: boolean }) | null;
  orders: Order[];
  returns: ReturnRequest[];
  /** The cart her account points at (the cart-id attribute), `null` when none or gone. */
  cartId: string | null;
};

/**
 * Finds a shopper in one country's store by e-mail, or an order by the number she quotes. An
 * order placed as a guest has no account: it is shown alone. `null` when nothing matches.
 */
export async function lookUp(commerce: CommerceProvider, query: string, lang: Lang): Promise<StaffLookup | null> {
  if (query.includes("@")) {
    const customer = await commerce.findCustomerByEmail(query);
    return customer ? describeCustomer(commerce, customer, lang) : null;
  }
  const order = await commerce.findOrderByNumber(query, lang);
  if (!order) return null;
  const customer = order.customer_id > 0 ? await commerce.getCustomer(order.customer_id) : null;
  if (!customer) return { customer: null, orders: [order], returns: [], cartId: null };
  return describeCustomer(commerce, customer, lang);
}

async function describeCustomer(commerce: CommerceProvider, customer: Customer, lang: Lang): Promise<StaffLookup> {
  const id = customer.entityId;
  const [orders, returns, flagged, attributes] = await Promise.all([
    commerce.listCustomerOrders(id, lang),
    commerce.listReturns(id, lang),
    commerce.isFlagged(id),
    commerce.getAttributes(id, [serverEnv().CART_ATTRIBUTE_ID]),
  ]);
  const saved = attributes[0]?.attribute_value || null;
  const cartId = saved && (await commerce.getCartOwner(saved)) === id ? saved : null;
  return { customer: { ...customer, flagged }, orders, returns, cartId };
}
