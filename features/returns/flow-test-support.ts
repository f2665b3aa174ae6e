import type { CustomerAddress } from "@/lib/commerce/address-types";
import type { ShippingAddress } from "@/lib/commerce/cart-types";
import type { ReturnableLine, ReturnableOrder } from "@/lib/commerce/return-types";

/** Test data for the return flow's pure logic: an order as /api/returns/returnable answers it. */
export function line(id: number, patch: Partial<ReturnableLine> = {}): ReturnableLine {
  return {
    order_line_id: id,
    product_id: id,
    sku: `SKU-${id}`,
    name: `Piece ${id}`,
    url: `piece-sku-${id}`,
    image_url: null,
    options: [],
    price: 100 * id,
    quantity: 1,
    returnable: 1,
    refusal: null,
    pierced: false,
    bundle: null,
    ...patch,
  };
}

export function returnableOrder(lines: ReturnableLine[], patch: Partial<ReturnableOrder> = {}): ReturnableOrder {
  return {
    order_id: 7,
    number: "KSA-100007",
    currency: "SAR",
    payment_method: "cod",
    delivered_time: "2026-11-01T09:00:00.000Z",
    last_day: "2026-11-16",
    window_days: 15,
    lines,
    collection_dates: ["2026-11-03", "2026-11-04"],
    ...patch,
  };
}

export const shippingAddress = (patch: Partial<ShippingAddress> = {}): ShippingAddress => ({
  first_name: "Noura",
  last_name: "Saleh",
  street: "King Fahd Road 12",
  city: "Riyadh",
  governorate: "riyadh",
  postal_code: "12345",
  phone: "512345678",
  country_code: "SA",
  ...patch,
});

export const savedAddress = (id: number, isDefault = false): CustomerAddress => ({
  ...shippingAddress(),
  id,
  is_default: isDefault,
});
