import type { Order } from "@/lib/commerce/cart-types";

/** A saved card as a payment provider would list it (`/api/get-instruments`). */
export type SavedInstrument = {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
};

/** `provider` null: no payment provider is configured, so the store keeps no cards. */
export type SavedInstruments = { instruments: SavedInstrument[]; provider: string | null };

/** `/api/orders/getAllOrders` answers `response.completeOrders`. */
export type AllOrders = { completeOrders: Order[] };
