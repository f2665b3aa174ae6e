import "server-only";
import { getDb } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "../interface";
import { createCarts } from "./carts";
import { createCatalogue } from "./catalogue";
import { createCustomers } from "./customers";
import { createAddresses } from "./addresses";
import { createOrders } from "./orders";
import { createPromotionAdmin } from "./promotion-admin";
import { createReviews } from "./reviews";
import { createReturns } from "./returns";
import { createTracking } from "./tracking";
import { createWishlists } from "./wishlists";

/** The embedded store of one country: a real commerce engine on the shared database. */
export async function createEmbeddedCommerce(region: RegionCode): Promise<CommerceProvider> {
  const db = await getDb();
  const tracking = createTracking(db, region);
  const fulfilment = { addShipment: tracking.addShipment, advanceOrder: tracking.advanceOrder };
  return {
    region,
    kind: "embedded",
    ...createCatalogue(db, region),
    ...createCarts(db, region),
    ...createOrders(db, region),
    ...createCustomers(db, region),
    ...createAddresses(db, region),
    ...createWishlists(db, region),
    ...createReviews(db, region),
    ...createReturns(db, region),
    ...createPromotionAdmin(db, region),
    getOrderTracking: tracking.getOrderTracking,
    findOrderTracking: tracking.findOrderTracking,
    fulfilment,
  };
}
