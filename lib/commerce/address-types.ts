import type { ShippingAddress } from "./cart-types";

/**
 * The address book (the customer address routes). An entry has the checkout's address
 * fields, so an address can be shipped to as it is; the default is customer attribute 5.
 */
export type AddressInput = Omit<ShippingAddress, "country_code">;

export type CustomerAddress = ShippingAddress & { id: number; is_default: boolean };

/** A customer keeps at most this many addresses (not in the spec: a bound on what one account can store). */
export const ADDRESS_BOOK_LIMIT = 20;
