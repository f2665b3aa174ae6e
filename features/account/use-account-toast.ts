"use client";
import { useT } from "@/lib/i18n/client";
import { useCallback } from "react";
import { useToast } from "@/features/shell/client";
import { accountErrorKey } from "./api";

/** Translated toasts of the account pages: a key, or a failed call mapped to its key. */
export function useAccountToast() {
  const { t } = useT();
  const toast = useToast();
  return {
    success: useCallback((key: string) => toast("success", t(key)), [t, toast]),
    failure: useCallback((error: unknown) => toast("error", t(accountErrorKey(error))), [t, toast]),
    error: useCallback((key: string) => toast("error", t(key)), [t, toast]),
  };
}
