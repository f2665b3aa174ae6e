/** Customers. `entityId` 0 or absent means guest (a customer's id is never 0). */
export type Customer = {
  entityId: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: string;
};

export type NewCustomer = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
};
export type CustomerPatch = Partial<Pick<Customer, "firstName" | "lastName" | "phone">>;

/** Read shape of `/api/v3/getAttributesByCustomerId` (spec: attribute_id, attribute_value). */
export type AttributeValue = { attribute_id: number; attribute_value: string };
/** Write shape (spec: attribute_id, value, customer_id). */
export type AttributeWrite = { attribute_id: number; value: string; customer_id: number };

/** A card saved with the store's payment provider (`/api/get-instruments`); never the card number. */
export type StoredInstrument = {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
};
/** `provider` null: the store keeps no cards (no payment provider is configured). */
export type StoredInstruments = { instruments: StoredInstrument[]; provider: string | null };
