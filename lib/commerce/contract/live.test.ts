import { describe } from "vitest";
import { REGION_CODES } from "@/lib/i18n/locales";
import { createBigCommerceCatalogue } from "../bigcommerce/catalogue";
import { createBigCommerceClients } from "../bigcommerce/clients";
import { bigCommerceConfig } from "../bigcommerce/config";
import { describeCatalogueContract } from "./catalogue";

/**
 * The catalogue contract against the retailer's real BigCommerce stores, when credentials exist:
 * `RUN_LIVE=1` with the three countries' BC_{SA,AE,EG}_* set (README "Connecting BigCommerce").
 * Reads only, so it is safe on a live store; never in CI (no network there, and no credentials).
 * The cart and customer contracts write (stock, customers) and run against the fake only.
 */
const live = process.env.RUN_LIVE === "1";

describe.runIf(live)("live stores", () => {
  describeCatalogueContract("bigcommerce (live)", async () => {
    const catalogues = new Map(
      REGION_CODES.map((region) => [
        region,
        createBigCommerceCatalogue(createBigCommerceClients(bigCommerceConfig(region))),
      ]),
    );
    return (region) => catalogues.get(region)!;
  });
});
