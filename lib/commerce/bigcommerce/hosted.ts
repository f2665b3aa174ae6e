import "server-only";
import type { RegionCode } from "@/lib/i18n/locales";
import type { HostedStore } from "../hosted-types";
import { checkoutOrigin, checkoutOrigins, customerLoginUrl, hostedCheckoutLink } from "./customer-login";
import { bigCommerceWebhooks } from "./webhooks";
import { bigCommerceClients } from "./clients";
import { handOverPickup } from "./pickup";

/** A country's hosted extras (lib/commerce/hosted-types.ts): Customer Login links, the checkout's logout address, webhooks. */
export function bigCommerceHosted(region: RegionCode): HostedStore {
  return {
    checkout: {
      loginUrl: (customerId, target) => customerLoginUrl(region, customerId, target),
      checkoutLink: (customerId, target) => hostedCheckoutLink(region, customerId, target),
      logoutUrl: () => `${checkoutOrigin(region)}/login.php?action=logout`,
      checkoutOrigins: () => checkoutOrigins(region),
      handOverPickup: async (cartId, storeId) =>
        (await handOverPickup(bigCommerceClients(region), cartId, storeId)).status === "ok",
    },
    webhooks: bigCommerceWebhooks(region),
  };
}
