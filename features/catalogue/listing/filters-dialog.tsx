"use client";
import { Dialog, DialogTitle } from "@headlessui/react";
import { useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
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
const optionKey = (link: Element) =>
  `${link.closest("details")?.querySelector("summary")?.textContent ?? ""}\u0000${link.firstChild?.textContent ?? ""}`;

/** Children of <body> never made inert: the dialogs' portal, and what is not the page (scripts; Next's route announcer, which speaks). */
const KEEP_LIVE = "#headlessui-portal-root, script, template, next-route-announcer";

/**
 * Headless UI makes the page behind a dialog inert only when the page is one element under <body>
 * (here the skip link, header, main and footer are four), and a dialog mounted by a pick not at all:
 * the header and footer, after a pick the whole page, stayed within reach of a screen reader's swipe.
 * This makes inert whatever is not yet, and gives it back when the dialog goes. It sits inside the
 * dialog so that, whichever of the two marks `main` first, Headless UI's own undoing (it restores what
 * it found) runs before this one's: a component's effects are undone before its children's.
 */
function PageBehindInert() {
  useLayoutEffect(() => {
    const behind = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && !el.inert && !el.matches(KEEP_LIVE),
    );
    for (const el of behind) el.inert = true;
    return () => {
      for (const el of behind) el.inert = false;
    };
  }, []);
  return null;
}

/**
 * The phone's filters: a full-screen modal around the server-rendered facets (Escape closes it,
 * focus stays inside and returns to the Filters button). Loaded with the first opening
 * (`filters-panel.tsx`), so Headless UI is not part of the listing's start-up JavaScript (ADR 0031).
 * It hides itself from `lg` up, and Headless UI closes a dialog that disappears.
 *
 * No `DialogPanel`: it stops every click inside it from bubbling (`event.stopPropagation()`), so the
 * page's `SoftLinks` controller, which listens on the document, never saw a pick. The browser then
 * followed the facet link itself, a full page load that forgot the open state and closed the
 * dialog after every pick. The dialog itself is the panel: full screen, nothing outside to click.
 */
export default function FiltersDialog({ onClose, total, children }: FiltersDialogProps) {
  const { t } = useT();
  const body = useRef<HTMLDivElement | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  // A pick mounts the listing afresh, this dialog with it: the one it replaces sees its element
  // leave the page and would report that as a disappearance, closing the new one (the open state
  // is shared). Only a dialog still in the page closes.
  const closeIfShown = () => {
    if (root.current?.isConnected) onClose();
  };
  // A callback ref: the portal may attach the body a render after this component mounts. The
  // scroll is set before the first paint, so the list does not flash at its top.
  const attach = useCallback((el: HTMLDivElement | null) => {
    body.current = el;
    if (el && place?.path === window.location.pathname) el.scrollTop = place.scrollTop;
  }, []);
  // The option last picked gets the focus back. An effect of this component runs after Headless
  // UI's own (its children's), which focus the dialog itself on touch screens, and after the
  // dialog being replaced has put the focus back where it was before it opened.
  useEffect(() => {
    const saved = place;
    place = null;
    if (!saved || !body.current || saved.path !== window.location.pathname) return;
    const option = [...body.current.querySelectorAll("a[href]")].find((a) => optionKey(a) === saved.option);
    if (option instanceof HTMLElement) option.focus({ preventScroll: true });
  }, []);
  return (
    <Dialog
      ref={root}
      open
      onClose={closeIfShown}
      id="listing-filters"
      className="fixed inset-0 z-50 flex flex-col bg-white lg:hidden"
    >
      <PageBehindInert />
      <div className="flex items-center justify-between border-b border-line p-4">
        <DialogTitle className="text-lg font-semibold">{t("listing.filters")}</DialogTitle>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("a11y.close")}
          className="flex size-10 items-center justify-center"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div
        ref={attach}
        className="flex-1 overflow-y-auto p-4"
        onClickCapture={(event) => {
          const link = (event.target as Element).closest("a[href]");
          if (link && body.current)
            place = { path: window.location.pathname, scrollTop: body.current.scrollTop, option: optionKey(link) };
        }}
      >
        {children}
      </div>
      <div className="border-t border-line p-4">
        <button
          type="button"
          onClick={onClose}
          className="w-full rounded-md bg-ink py-3 text-sm font-semibold text-white"
        >
          {t("listing.showResults", { count: total })}
        </button>
      </div>
    </Dialog>
  );
}
