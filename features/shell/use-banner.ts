"use client";
import { useEffect } from "react";
import { useLanguageStripStore, usePromoBarStore } from "./banners-store";

export function usePromoBar() {
  useEffect(() => void usePromoBarStore.persist.rehydrate(), []);
  return usePromoBarStore();
}

export function useLanguageStrip() {
  useEffect(() => void useLanguageStripStore.persist.rehydrate(), []);
  return useLanguageStripStore();
}
