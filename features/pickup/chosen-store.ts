"use client";
import { useCallback, useSyncExternalStore } from "react";
import type { RegionCode } from "@/lib/i18n/locales";

/**
 * The boutique a shopper chose to collect from, remembered for the visit (session storage, per
 * country): the product pages she opens next show its stock first, and the checkout offers it
 * first. Nothing is kept once the tab is closed.
 */
const key = (region: RegionCode) => `lumina:pickup-store:${region}`;
const listeners = new Set<() => void>();

function read(region: RegionCode): number | null {
  try {
    const value = Number(sessionStorage.getItem(key(region)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null; // storage refused (a private window's quota): nothing remembered
  }
}

export function useChosenStore(region: RegionCode): [number | null, (storeId: number) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  const chosen = useSyncExternalStore(
    subscribe,
    () => read(region),
    () => null,
  );
  const choose = useCallback(
    (storeId: number) => {
      try {
        sessionStorage.setItem(key(region), String(storeId));
      } catch {
        // not remembered; chosen for this page all the same
      }
      listeners.forEach((listener) => listener());
    },
    [region],
  );
  return [chosen, choose];
}
