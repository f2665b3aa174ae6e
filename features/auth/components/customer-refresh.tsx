"use client";
import { useEffect } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useCustomerStore } from "@/features/customer/client";
import { peekQueryClient } from "@/lib/query/query-registry";

/**
 * The stored customer is refreshed once per page load: only when the stored customer's
 * region is the page's; the session is asked who she is, and a failure (the session ended,
 * signed out elsewhere) clears the stored customer data.
 */
export function CustomerRefresh({ locale }: { locale: Locale }) {
  const region = LOCALES[locale].region;
  useEffect(() => {
    void (async () => {
      await useCustomerStore.persist.rehydrate();
      const stored = useCustomerStore.getState().customer;
      if (!stored || stored.entityId <= 0 || (stored.region && stored.region !== region)) return;
      try {
        const { getCustomer } = await import("../api");
        const customer = await getCustomer({ customerId: stored.entityId, region });
        useCustomerStore.getState().setCustomer({
          ...stored,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
          region,
        });
        // Only an island that queries has a client (ADR 0031): none means nothing cached to update.
        peekQueryClient()?.setQueryData(["customer", region], customer);
      } catch {
        useCustomerStore.getState().setCustomer(null);
      }
    })();
  }, [region]);
  return null;
}
