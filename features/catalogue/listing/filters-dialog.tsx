"use client";
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useCallback, useRef, type ReactNode } from "react";
import { useT } from "@/lib/i18n/client";
import { CloseIcon } from "@/components/ui/icons";

export type FiltersDialogProps = { onClose: () => void; total: number; children: ReactNode };

/**
 * Where the shopper was in the panel when she picked a filter: the pick is a navigation that
 * mounts the listing (and this dialog) afresh, so the new dialog scrolls back there and focuses
 * the same option instead of starting at the top.
 */
let place: { path: string; scrollTop: number; option: string | null } | null = null;

/** A facet option by its facet's heading and its own label (its count changes with every pick). */
const optionKey = (link: Element) => `${link.closest("details")?.querySelector("summary")?.textContent ?? ""}\u0000${link.firstChild?.textContent ?? ""}`;

/**
 * The phone's filters: a full-screen modal around the server-rendered facets (Escape closes it,
 * focus stays inside and returns to the Filters button). Loaded with the first opening
 * (`filters-panel.tsx`), so Headless UI is not part of the listing's start-up JavaScript (ADR 0031).
 * It hides itself from `lg` up, and Headless UI closes a dialog that disappears.
 */
export default function FiltersDialog({ onClose, total, children }: FiltersDialogProps) {
  const { t } = useT();
  const body = useRef<HTMLDivElement | null>(null);
  // A callback ref: the portal may attach the panel a render after this component mounts. It runs
  // before Headless UI's initial focus, which keeps a focus already inside the dialog.
  const attach = useCallback((el: HTMLDivElement | null) => {
    body.current = el;
    const saved = place;
    if (!el || !saved) return;
    place = null;
    if (saved.path !== window.location.pathname) return;
    el.scrollTop = saved.scrollTop;
    const option = [...el.querySelectorAll("a[href]")].find((a) => optionKey(a) === saved.option);
    if (option instanceof HTMLElement) option.focus({ preventScroll: true });
  }, []);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 lg:hidden">
      <DialogPanel id="listing-filters" className="flex h-full flex-col bg-white">
        <div className="flex items-center justify-between border-b border-line p-4">
          <DialogTitle className="text-lg font-semibold">{t("listing.filters")}</DialogTitle>
          <button type="button" onClick={onClose} aria-label={t("a11y.close")} className="flex size-10 items-center justify-center">
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div
          ref={attach}
          className="flex-1 overflow-y-auto p-4"
          onClickCapture={(event) => {
            const link = (event.target as Element).closest("a[href]");
            if (link && body.current) place = { path: window.location.pathname, scrollTop: body.current.scrollTop, option: optionKey(link) };
          }}
        >
          {children}
        </div>
        <div className="border-t border-line p-4">
          <button type="button" onClick={onClose} className="w-full rounded-md bg-ink py-3 text-sm font-semibold text-white">
            {t("listing.showResults", { count: total })}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
