// features/address in the browser: the form fields (the checkout's and the address book's); see index.ts.
export { AddressFields } from "./components/address-fields";
