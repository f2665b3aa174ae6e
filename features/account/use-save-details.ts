"use client";
import { useMutation } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import type { RegionCode } from "@/lib/i18n/locales";
import { useCustomerStore } from "@/features/customer/client";
import { updateAttributeValues, updateCustomer } from "./api";
import type { DetailsValues } from "./details-rules";
import { accountKeys } from "./query-keys";

/**
 * Saves my-details: names and phone (update-customer), then title, birthday and anniversary
 * (attributes 1-3). The browser's cached customer takes the new names, so the header greeting
 * follows at once.
 */
export function useSaveDetails(region: RegionCode, customerId: number) {
  const queryClient = getQueryClient();
  const cached = useCustomerStore((s) => s.customer);
  const setCached = useCustomerStore((s) => s.setCustomer);

  return useMutation(
    {
      mutationFn: async (values: DetailsValues) => {
        const customer = await updateCustomer({
          region,
          payload: { firstName: values.firstName, lastName: values.lastName, phone: values.phone.trim() || null },
        });
        const attributes = await updateAttributeValues({
          region,
          payload: [
            { attribute_id: ATTRIBUTE.title, value: values.title },
            { attribute_id: ATTRIBUTE.dateOfBirth, value: values.dateOfBirth },
            { attribute_id: ATTRIBUTE.anniversary, value: values.anniversary },
          ].map((v) => ({ ...v, customer_id: customerId })),
        });
        return { customer, attributes };
      },
      onSuccess: ({ customer, attributes }) => {
        queryClient.setQueryData(accountKeys.attributes(region), attributes);
        if (cached?.entityId === customer.entityId)
          setCached({ ...cached, firstName: customer.firstName, lastName: customer.lastName });
      },
    },
    getQueryClient(),
  );
}
