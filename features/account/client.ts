// features/account in the browser (the account's routes only: these load TanStack Query); see index.ts.
export { useAccountToast } from "./use-account-toast";
export { useAddressBook } from "./use-addresses";
export { AddressForm } from "./components/address-form";
