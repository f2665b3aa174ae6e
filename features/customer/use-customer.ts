"use client";
import { useEffect } from "react";
import { isSignedIn, useCustomerStore } from "./store";

export function useCustomer() {
  useEffect(() => void useCustomerStore.persist.rehydrate(), []);
  const customer = useCustomerStore((s) => s.customer);
  return { customer: isSignedIn(customer) ? customer : null };
}
