// features/address: an address and its contact fields, one place for the checkout, the address
// book and a return's collection address (ADR 0032). The address book's own form is the account's.
//
// Public entries (another feature imports only these; ADR 0032):
//   index.ts  (this file) plain code, safe anywhere: the rules, governorates, an address as label
//             lines (text, and markup)
//   client.ts the form fields (a client island)
//   schema.ts the address in a route's body (zod)
export {
  ADDRESS_FIELDS,
  CHECKOUT_FIELDS,
  FIELD_MAX_LENGTH,
  POSTAL_CODE_RULES,
  checkField,
  checkForm,
  describeFieldError,
  normalizeField,
  toAsciiDigits,
} from "./rules";
export type { AddressField, CheckoutField, CheckoutValues, FieldError } from "./rules";
export { GOVERNORATES, governorateName, governorateOptions, isGovernorate, type Governorate } from "./governorates";
export { addressLines } from "./address-lines";
export { ShippingAddressLines } from "./components/shipping-address";
