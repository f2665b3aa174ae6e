import "server-only";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "../interface";
import { cartCatalogueOf } from "./cart-catalogue";
import { createBigCommerceCarts } from "./carts";
import { createBigCommerceCatalogue } from "./catalogue";
import { bigCommerceClients, type BigCommerceClients } from "./clients";
import { createBigCommerceCustomerParts } from "./customer-parts";
import { notSupportedYet } from "./not-supported-yet";
import { createBigCommerceOrders } from "./orders";
import { createBigCommerceReviews } from "./reviews";

/**
 * Methods whose part has not landed yet (orders, customers, addresses, wishlists, reviews, returns).
 * Each engineer adding a part spreads it below and takes its names out of this list; the
 * `CommerceProvider` annotation then checks that every method is served. The list ends empty.
 */
const PENDING = [
  "getReturnableOrder",
  "createReturn",
  "listReturns",
  "getReturn",
  "cancelReturn",
  "advanceReturn",
  "markOrderDelivered",
  "isFlagged",
] as const;

/**
 * One country's hosted store (ADR 0021): each part is made from the country's clients (and the
 * catalogue reads where it names products) in its own file; this only composes them.
 */
export async function createBigCommerceCommerce(region: RegionCode, clients: BigCommerceClients = bigCommerceClients(region)): Promise<CommerceProvider> {
  const catalogue = createBigCommerceCatalogue(clients);
  const orders = createBigCommerceOrders({ clients, catalogue });
  const provider: CommerceProvider = {
    ...notSupportedYet(PENDING),
    region,
    kind: "bigcommerce",
    ...catalogue,
    ...createBigCommerceCarts({ clients, catalogue: cartCatalogueOf(catalogue) }),
    ...orders,
    ...createBigCommerceCustomerParts(clients, catalogue),
    ...createBigCommerceReviews(region, { orders, catalogue, db: () => import("@/lib/db/client").then((m) => m.getDb()) }),
  };
  return provider;
}
