import "server-only";
import type { AddressOperations, CustomerOperations, WishlistOperations } from "../interface";
import { createBigCommerceAddresses } from "./addresses";
import { storeAttributeIds } from "./attribute-ids";
import type { BigCommerceClients } from "./clients";
import { createBigCommerceCustomers } from "./customers";
import { createBigCommerceWishlists, type ProductsByIds } from "./wishlists";

/**
 * A country's customers, their attributes, address books, saved cards and wishlists on its
 * BigCommerce store: the parts `createBigCommerceCommerce` spreads into the provider. Wishlists
 * summarise products with the country's catalogue reads (`getProductsByIds`).
 */
export function createBigCommerceCustomerParts(
  clients: Pick<BigCommerceClients, "region" | "rest" | "channelId">,
  catalogue: { getProductsByIds: ProductsByIds },
): CustomerOperations & AddressOperations & WishlistOperations {
  const deps = { rest: clients.rest, attributeIds: storeAttributeIds(clients.rest), channelId: clients.channelId };
  const customers = createBigCommerceCustomers(deps);
  return {
    ...customers,
    ...createBigCommerceAddresses({ ...deps, customers }, clients.region),
    ...createBigCommerceWishlists({
      rest: clients.rest,
      getProductsByIds: (ids, lang) => catalogue.getProductsByIds(ids, lang),
    }),
  };
}
