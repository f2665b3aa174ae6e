"use client";
import { useParams } from "next/navigation";
import { useEffect } from "react";
import { LOCALES, parseLocale, type RegionCode } from "@/lib/i18n/locales";
import { hydrateRecentlyViewed, useRecentlyViewedStore } from "./recently-viewed";

const NONE: readonly number[] = [];

function useRegion(): RegionCode | null {
  const params = useParams<{ locale?: string }>();
  const locale = parseLocale(params?.locale);
  return locale ? LOCALES[locale].region : null;
}

/** Entity ids of the products viewed in the current country, newest first (empty until hydrated). */
export function useRecentlyViewed(): readonly number[] {
  const region = useRegion();
  useEffect(() => void hydrateRecentlyViewed(), []);
  return useRecentlyViewedStore((s) => (region ? (s.byRegion[region] ?? NONE) : NONE));
}

/** Records a product page view in the current country once the saved list has loaded. */
export function useRecordView(id: number): void {
  const region = useRegion();
  useEffect(() => {
    if (!region) return;
    let live = true;
    void hydrateRecentlyViewed().then(() => live && useRecentlyViewedStore.getState().record(region, id));
    return () => {
      live = false;
    };
  }, [region, id]);
}
