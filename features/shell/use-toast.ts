"use client";
import { create } from "zustand";
import { TOAST_MS } from "@/lib/constants";

/**
 * Toasts through react-hot-toast (the design card's), 5 s each (TOAST_MS), messages arriving
 * translated. The library loads with the first toast, not with the page: most visits never show
 * one, and it stays out of every template's start-up JavaScript. `app/[locale]/_shell/toaster.tsx`
 * mounts its toaster once `wanted` turns true.
 */
export type ToastKind = "success" | "error" | "info";

export const useToasterWanted = create<{ wanted: boolean }>()(() => ({ wanted: false }));

export function showToast(kind: ToastKind, message: string): void {
  useToasterWanted.setState({ wanted: true });
  void import("react-hot-toast").then(({ default: toast }) => {
    const options = { duration: TOAST_MS };
    if (kind === "success") toast.success(message, options);
    else if (kind === "error") toast.error(message, options);
    else toast(message, options);
  });
}

/** The page's way to show a toast (a hook, so components keep one call shape). */
export function useToast() {
  return showToast;
}
