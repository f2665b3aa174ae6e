import "server-only";
import { getDb } from "@/lib/db/client";
import type { RegionCode } from "@/lib/i18n/locales";
import type { CommerceProvider } from "../interface";
import { createCarts } from "./carts";
import { createCatalogue } from "./catalogue";
import { createOrders } from "./orders";

/** The embedded store of one country: a real commerce engine on the shared database. */
export async function createEmbeddedCommerce(region: RegionCode): Promise<CommerceProvider> {
  const db = await getDb();
  return { region, kind: "embedded", ...createCatalogue(db, region), ...createCarts(db, region), ...createOrders(db, region) };
}
