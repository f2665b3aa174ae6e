import { create } from "zustand";
import type { RegionCode } from "@/lib/i18n/locales";
import { createJSONStorage, persist } from "zustand/middleware";

/** The signed-in customer cached in the browser (local storage key `customer`). */
export type StoredCustomer = {
  entityId: number;
  firstName: string;
  lastName: string;
  email: string;
  region?: RegionCode;
};

type CustomerState = { customer: StoredCustomer | null; setCustomer: (c: StoredCustomer | null) => void };

export const useCustomerStore = create<CustomerState>()(
  persist((set) => ({ customer: null, setCustomer: (customer) => set({ customer }) }), {
    name: "customer",
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
  }),
);

/** entityId 0 or absent means guest: a customer's id is never 0. */
export function isSignedIn(customer: StoredCustomer | null): customer is StoredCustomer {
  return !!customer && customer.entityId > 0;
}
