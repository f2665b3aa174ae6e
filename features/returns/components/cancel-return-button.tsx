"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/features/shell/client";
import { cancelReturn, returnErrorKey } from "../api";

/** Cancel a return while it is only requested, after a confirmation; the page then reloads its data. */
export function CancelReturnButton({ returnId, number, locale }: { returnId: number; number: string; locale: Locale }) {
  const { t } = useT();
  const toast = useToast();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await cancelReturn({ region: LOCALES[locale].region, locale, returnId });
      toast("success", t("returns.detail.cancelled"));
    } catch (error) {
      toast("error", t(returnErrorKey(error)));
    } finally {
      setPending(false);
      setOpen(false);
      router.refresh();
    }
  }

  return (
    <>
      <button
        type="button"
        data-testid="return-cancel"
        onClick={() => setOpen(true)}
        className="flex h-12 w-full items-center justify-center rounded-md border border-sale px-6 text-sm font-semibold tracking-wide text-sale hover:bg-sale/5"
      >
        {t("returns.detail.cancel")}
      </button>
      <ConfirmDialog
        open={open}
        title={t("returns.detail.cancelTitle", { number })}
        text={t("returns.detail.cancelText")}
        confirmLabel={t("returns.detail.cancelConfirm")}
        cancelLabel={t("returns.detail.keep")}
        pending={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
