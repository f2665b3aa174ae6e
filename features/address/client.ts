// features/address in the browser: the form fields and the address form; see index.ts.
export { AddressFields } from "./components/address-fields";
export { AddressForm } from "./components/address-form";
export { useAddressForm } from "./use-address-form";
