"use client";
import { useT } from "@/lib/i18n/client";
import { toast, ToastBar, Toaster } from "react-hot-toast";
import { CloseIcon } from "@/components/ui/icons";
import { TOAST_MS } from "@/lib/constants";

const BASE = {
  color: "#fff",
  background: "var(--color-ink)",
  maxWidth: "28rem",
  fontSize: "0.875rem",
  borderRadius: "0.375rem",
};

/**
 * react-hot-toast's toaster in the shop's colours: at the bottom, on the inline end (the right in
 * English, the left in Arabic: its "bottom-right" is `justify-content: flex-end`, which follows
 * the page's direction), `role=status` for every toast (polite: a toast never interrupts
 * a screen reader mid-sentence), 5 s each, with a translated dismiss button.
 */
export function HotToaster() {
  const { t } = useT();
  return (
    <Toaster
      position="bottom-right"
      toastOptions={{
        duration: TOAST_MS,
        ariaProps: { role: "status", "aria-live": "polite" },
        style: BASE,
        success: {
          style: { ...BASE, background: "var(--color-teal)" },
          iconTheme: { primary: "#fff", secondary: "var(--color-teal)" },
        },
        error: {
          style: { ...BASE, background: "var(--color-sale)" },
          iconTheme: { primary: "#fff", secondary: "var(--color-sale)" },
        },
      }}
    >
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              <button
                type="button"
                onClick={() => toast.dismiss(item.id)}
                aria-label={t("toast.dismiss")}
                className="shrink-0 p-1"
              >
                <CloseIcon className="size-4" />
              </button>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
