// features/customer in the browser; see index.ts.
export { isSignedIn, useCustomerStore, type StoredCustomer } from "./store";
export { useCustomer } from "./use-customer";
