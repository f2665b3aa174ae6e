"use client";
import { lazy, Suspense, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { create } from "zustand";
import { useT } from "@/lib/i18n/client";
import { FilterIcon } from "@/components/ui/icons";

/**
 * The facet list is rendered once on the server: a sidebar on wide screens, a full-screen
 * dialog behind a Filters button on phones. It stays open while the shopper picks several
 * filters: each pick is a client-side navigation (the page's SoftLinks controller) that mounts the
 * page afresh, so whether it is open lives outside React, in this module's store, tied to the
 * listing's path (another listing, or coming back later, starts closed). A pick that loaded a new
 * document would forget it: see `filters-dialog.tsx` for what once made the picks do that.
 *
 * The dialog (Headless UI: Escape, focus trap, focus back to the button) is not start-up code
 * (ADR 0031): its module loads when the shopper first opens the filters, or shows intent to, and
 * the button opens the panel once it is here; the page mounted by the next pick renders it at once.
 */
const useFiltersStore = create<{ openOn: string | null; loaded: boolean; setOpenOn: (path: string | null) => void }>(
  (set) => ({
    openOn: null,
    loaded: false,
    setOpenOn: (openOn) => set({ openOn }),
  }),
);

const importDialog = () => import("./filters-dialog");
const FiltersDialog = lazy(importDialog);
let loading: Promise<void> | null = null;
/** The dialog's code, fetched once (again after a failure, which leaves the plain panel). */
function loadDialog(): Promise<void> {
  loading ??= importDialog().then(
    () => useFiltersStore.setState({ loaded: true }),
    () => {
      loading = null;
    },
  );
  return loading;
}
const warm = () => void loadDialog();

const FILTERS_BUTTON_ID = "listing-filters-button";

function useFiltersOpen(): [boolean, (open: boolean) => void] {
  const path = usePathname();
  const { openOn, setOpenOn } = useFiltersStore();
  return [openOn === path, (open) => setOpenOn(open ? path : null)];
}

export function FiltersButton({ selectedCount }: { selectedCount: number }) {
  const { t } = useT();
  const [open, setOpen] = useFiltersOpen();
  return (
    <button
      type="button"
      id={FILTERS_BUTTON_ID}
      // Opens once the dialog's code is here (a failed download opens the plain panel instead).
      onClick={() => void loadDialog().then(() => setOpen(true))}
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls="listing-filters"
      className="flex items-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-semibold lg:hidden"
    >
      <FilterIcon className="size-4" />
      {t("listing.filters")}
      {selectedCount > 0 && <span className="rounded-full bg-ink px-2 text-xs text-white">{selectedCount}</span>}
    </button>
  );
}

export function FiltersPanel({ children, total }: { children: ReactNode; total: number }) {
  const { t } = useT();
  const [open, setOpen] = useFiltersOpen();
  const loaded = useFiltersStore((s) => s.loaded);
  const close = () => {
    setOpen(false);
    // After Headless UI's own focus restoring (a microtask after the dialog unmounts), which only
    // knows the button of the page before the last pick: every pick mounts a new one.
    setTimeout(() => document.getElementById(FILTERS_BUTTON_ID)?.focus());
  };
  // The facets are in one place at a time: the sidebar (wide screens; hidden on phones), or
  // the dialog while it is open (only phones open it; it closes itself from `lg` up).
  if (open && loaded) {
    return (
      <Suspense>
        <FiltersDialog onClose={close} total={total}>
          {children}
        </FiltersDialog>
      </Suspense>
    );
  }
  return (
    <aside
      id="listing-filters"
      aria-label={t("listing.filters")}
      className={
        open
          ? "fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white p-4 lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0"
          : "hidden lg:block"
      }
    >
      {children}
      {open && (
        <button
          type="button"
          onClick={close}
          className="mt-4 w-full rounded-md bg-ink py-3 text-sm font-semibold text-white lg:hidden"
        >
          {t("listing.showResults", { count: total })}
        </button>
      )}
    </aside>
  );
}
