"use client";
import clsx from "clsx";
import { useT } from "next-i18next/client";
import { useToastStore } from "@/features/shell/toast-store";
import { CloseIcon } from "@/components/ui/icons";

/** Toasts at the bottom of the screen; each leaves after 5 s (spec section 9). */
export function Toaster() {
  const { t } = useT();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === "error" ? "alert" : "status"}
          className={clsx(
            "pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-md px-4 py-3 text-sm text-white shadow-lg",
            toast.kind === "error" ? "bg-sale" : toast.kind === "success" ? "bg-teal" : "bg-ink",
          )}
        >
          <span className="flex-1">{toast.message}</span>
          <button type="button" onClick={() => dismiss(toast.id)} aria-label={t("toast.dismiss")}>
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
