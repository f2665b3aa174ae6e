"use client";
import { useT } from "next-i18next/client";
import { useCallback } from "react";
import { useToast } from "@/features/ui/use-toast";
import { toAccountApiError } from "./api";

const KNOWN = new Set(["signInRequired", "forbidden", "otherRegion", "crossSite", "badRequest", "attributeNotWritable", "addressNotFound", "addressBookFull", "orderNotFound", "customerNotFound", "unavailable", "network"]);

/** The translated toast of a failed account call (spec section 8: toasts by key). */
export function accountErrorKey(error: unknown): string {
  const { code } = toAccountApiError(error);
  return `account.errors.${KNOWN.has(code) ? code : "unavailable"}`;
}

export function useAccountToast() {
  const { t } = useT();
  const toast = useToast();
  return {
    success: useCallback((key: string) => toast("success", t(key)), [t, toast]),
    failure: useCallback((error: unknown) => toast("error", t(accountErrorKey(error))), [t, toast]),
    error: useCallback((key: string) => toast("error", t(key)), [t, toast]),
  };
}
