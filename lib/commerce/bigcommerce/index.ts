import "server-only";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "../interface";
import { cartCatalogueOf } from "./cart-catalogue";
import { createBigCommerceCarts } from "./carts";
import { createBigCommerceCatalogue } from "./catalogue";
import { bigCommerceClients, type BigCommerceClients } from "./clients";
import { createBigCommerceCustomerParts } from "./customer-parts";
import { bigCommerceHosted } from "./hosted";
import { createBigCommerceOrders } from "./orders";
import { createBigCommerceReturns, hostedOrderReturns } from "./returns";
import { createBigCommerceReviews } from "./reviews";

/** Reviews and returns live in our database (ADR 0022), opened on their first call only. */
const ourDatabase = () => import("@/lib/db/client").then((m) => m.getDb());

/**
 * One country's hosted store (ADR 0021): each part is made from the country's clients (and the
 * catalogue reads where it names products) in its own file; this only composes them.
 */
export async function createBigCommerceCommerce(
  region: RegionCode,
  clients: BigCommerceClients = bigCommerceClients(region),
): Promise<CommerceProvider> {
  const catalogue = createBigCommerceCatalogue(clients);
  const orders = createBigCommerceOrders({ clients, catalogue, orderReturns: hostedOrderReturns(region, ourDatabase) });
  const provider: CommerceProvider = {
    region,
    kind: "bigcommerce",
    hosted: bigCommerceHosted(region),
    ...catalogue,
    ...createBigCommerceCarts({ clients, catalogue: cartCatalogueOf(catalogue) }),
    ...orders,
    ...createBigCommerceCustomerParts(clients, catalogue),
    ...createBigCommerceReviews(region, { orders, catalogue, db: ourDatabase }),
    ...createBigCommerceReturns(region, { orders, catalogue, db: ourDatabase }),
  };
  return provider;
}
