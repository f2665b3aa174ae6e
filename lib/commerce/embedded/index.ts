import "server-only";
import { getDb } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "../interface";
import { createCarts } from "./carts";
import { createCatalogue } from "./catalogue";
import { createCustomers } from "./customers";
import { createAddresses } from "./addresses";
import { createOrders } from "./orders";
import { createReviews } from "./reviews";
import { createReturns } from "./returns";
import { createWishlists } from "./wishlists";

/** The embedded store of one country: a real commerce engine on the shared database. */
export async function createEmbeddedCommerce(region: RegionCode): Promise<CommerceProvider> {
  const db = await getDb();
  return { region, kind: "embedded", ...createCatalogue(db, region), ...createCarts(db, region), ...createOrders(db, region), ...createCustomers(db, region), ...createAddresses(db, region), ...createWishlists(db, region), ...createReviews(db, region), ...createReturns(db, region) };
}
