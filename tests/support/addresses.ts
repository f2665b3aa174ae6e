import type { CheckoutValues } from "@/features/address";

/** A valid Saudi checkout address, the starting point of the address and order-body tests. */
export const SAUDI_ADDRESS: CheckoutValues = {
  email: "noura@example.com",
  first_name: "Noura",
  last_name: "Al-Harbi",
  street: "12 King Fahd Road",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12211",
  phone: "0501234567",
};
