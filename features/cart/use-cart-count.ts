"use client";
import { useEffect } from "react";
import { useCartCountStore } from "./count-store";

export function useCartCount(): number {
  useEffect(() => void useCartCountStore.persist.rehydrate(), []);
  return useCartCountStore((s) => s.count);
}
