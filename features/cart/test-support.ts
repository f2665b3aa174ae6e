import type { Cart, CartLineItem } from "@/lib/commerce/cart-types";
import type { StorageLike } from "./browser-storage";

/** A Map-backed Storage for tests (vitest runs in node: no window). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** A storage whose every call throws, like Safari's private mode or a full quota. */
export const brokenStorage: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

export const CART_ID = "3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e";
export const OTHER_CART_ID = "7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d";

export function line(overrides: Partial<CartLineItem> = {}): CartLineItem {
  return {
    id: "0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e",
    product_id: 12,
    variant_id: 34,
    sku: "LUM-RING-001-54",
    name: "Lumina - Gold ring",
    url: "gold-ring-sku-lum-ring-001",
    options: [{ name: "Ring size", value: "54" }],
    quantity: 1,
    original_price: 1000,
    sale_price: 1000,
    list_price: 1000,
    extended_list_price: 1000,
    extended_sale_price: 1000,
    discount_amount: 0,
    image_url: "/media/jewellery/ring.webp",
    available_to_sell: 5,
    ...overrides,
  };
}

export function cart(lines: CartLineItem[], overrides: Partial<Cart> = {}): Cart {
  const amount = lines.reduce((s, l) => s + l.extended_sale_price, 0);
  return {
    id: CART_ID,
    customer_id: 0,
    channel_id: 1,
    locale: "en-sa",
    currency: { code: "SAR" },
    tax_included: true,
    base_amount: amount,
    discount_amount: 0,
    cart_amount: amount,
    coupons: [],
    line_items: { physical_items: lines, digital_items: [] },
    redirect_urls: { cart_url: `/en-sa/cart?cartId=${CART_ID}`, checkout_url: `/en-sa/checkout?cartId=${CART_ID}` },
    created_time: "2026-11-01T10:00:00.000Z",
    updated_time: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}
