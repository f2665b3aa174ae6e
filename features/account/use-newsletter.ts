"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import type { AttributeValue } from "@/lib/commerce/customer-types";
import { ATTRIBUTE } from "@/lib/commerce/customer-attributes";
import type { RegionCode } from "@/lib/i18n/locales";
import { getAttributes, updateAttributeValues } from "./api";
import { accountKeys } from "./query-keys";

const valueOf = (attributes: AttributeValue[], id: number) =>
  attributes.find((a) => a.attribute_id === id)?.attribute_value ?? "";

/** Newsletter subscription (attribute 4) and since when (18, stamped by the server on subscribing). */
export function useNewsletter(region: RegionCode, customerId: number, initial: AttributeValue[]) {
  const queryClient = getQueryClient();
  const queryKey = accountKeys.attributes(region);
  const { data } = useQuery(
    { queryKey, queryFn: () => getAttributes({ id: customerId, region }), initialData: initial },
    getQueryClient(),
  );
  const change = useMutation(
    {
      mutationFn: (subscribe: boolean) =>
        updateAttributeValues({
          region,
          payload: [{ attribute_id: ATTRIBUTE.newsletter, value: String(subscribe), customer_id: customerId }],
        }),
      onSuccess: (attributes) => queryClient.setQueryData(queryKey, attributes),
    },
    getQueryClient(),
  );
  const subscribed = valueOf(data, ATTRIBUTE.newsletter) === "true";
  const since = valueOf(data, ATTRIBUTE.newsletterTimestamp);
  return { subscribed, since: subscribed && since ? since : null, change };
}
