"use client";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from "@headlessui/react";

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A modal question before something that cannot be undone; Escape or the overlay cancels. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-muted">{text}</Description>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            disabled={pending}
            className="h-11 rounded-md border border-ink px-6 text-sm font-semibold hover:bg-cream"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className="h-11 rounded-md bg-sale px-6 text-sm font-semibold text-white hover:bg-sale/90 disabled:cursor-wait"
          >
            {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
