"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/query/query-client";
import type { AddressInput, CustomerAddress } from "@/lib/commerce/address-types";
import type { RegionCode } from "@/lib/i18n/locales";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./api";
import { accountKeys } from "./query-keys";

/**
 * The address book: the server's list first (no loading state on arrival), then TanStack Query.
 * Every change refetches the list, since a change of default touches two entries.
 */
export function useAddressBook(region: RegionCode, initial: CustomerAddress[]) {
  const queryClient = getQueryClient();
  const queryKey = accountKeys.addresses(region);
  const query = useQuery(
    { queryKey, queryFn: () => listAddresses({ region }), initialData: initial },
    getQueryClient(),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const add = useMutation(
    {
      mutationFn: (input: { payload: AddressInput; setDefault?: boolean }) => addAddress({ region, ...input }),
      onSuccess: refresh,
    },
    getQueryClient(),
  );
  const update = useMutation(
    {
      mutationFn: (input: { addressId: number; payload?: AddressInput; setDefault?: boolean }) =>
        updateAddress({ region, ...input }),
      onSuccess: refresh,
    },
    getQueryClient(),
  );
  const remove = useMutation(
    {
      mutationFn: (addressId: number) => deleteAddress({ region, addressId }),
      onSuccess: refresh,
    },
    getQueryClient(),
  );
  return { addresses: query.data, add, update, remove };
}
