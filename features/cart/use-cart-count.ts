"use client";
import { selectCartCount, useCartStore } from "./cart-store";

/** The header badge: a selector of the cart store (its last known cart, restored on reload by CartBootstrap). */
export function useCartCount(): number {
  return useCartStore(selectCartCount);
}
