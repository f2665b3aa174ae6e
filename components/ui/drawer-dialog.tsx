"use client";
import { Dialog, DialogBackdrop, DialogTitle, TransitionChild } from "@headlessui/react";
import clsx from "clsx";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons";

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** `end` is the right in English and the left in Arabic; `start` the opposite; `top` drops down; `center` is a modal box. */
  side?: "end" | "start" | "top" | "center";
  children: ReactNode;
  className?: string;
};

const panelBySide = {
  end: "inset-y-0 end-0 h-full w-full max-w-md ltr:data-closed:translate-x-full rtl:data-closed:-translate-x-full",
  start: "inset-y-0 start-0 h-full w-full max-w-sm ltr:data-closed:-translate-x-full rtl:data-closed:translate-x-full",
  top: "inset-x-0 top-0 max-h-[85dvh] w-full data-closed:-translate-y-full",
  center:
    "inset-0 m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-md rounded-lg data-closed:scale-95 data-closed:opacity-0",
};

/**
 * A modal side panel; clicking the overlay or pressing Escape closes it.
 *
 * No `DialogPanel`: it stops every click inside it from bubbling (a React `stopPropagation`, which
 * also stops the browser's event at the dialog's portal), so the page's controllers that listen on
 * the document never saw a click in a drawer: the phone menu's soft links were followed by the
 * browser itself, a full page load, instead of `SoftLinks`' client-side navigation. The panel is a
 * plain element that slides with the dialog's transition. Headless UI then counts the whole dialog,
 * overlay included, as inside (the page behind is covered by the overlay), so the overlay closes it.
 */
export default function DrawerDialog({
  open,
  onClose,
  title,
  closeLabel,
  side = "end",
  children,
  className,
}: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        data-testid="drawer-overlay"
        onClick={onClose}
        className="fixed inset-0 bg-black/40 transition-opacity duration-300 data-closed:opacity-0"
      />
      <TransitionChild
        as="div"
        data-side={side}
        className={clsx(
          "fixed flex flex-col overflow-y-auto bg-white shadow-xl transition-transform duration-300 ease-out",
          panelBySide[side],
          className,
        )}
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <DialogTitle className="text-lg font-semibold tracking-wide">{title}</DialogTitle>
          <button type="button" onClick={onClose} className="rounded p-1 hover:bg-cream" aria-label={closeLabel}>
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 px-5 py-4">{children}</div>
      </TransitionChild>
    </Dialog>
  );
}
