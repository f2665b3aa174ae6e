"use client";
import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { create } from "zustand";
import { useT } from "@/lib/i18n/client";
import { CloseIcon, FilterIcon } from "@/components/ui/icons";

/**
 * The facet list is rendered once on the server: a sidebar on wide screens, a full-screen
 * panel behind a Filters button on phones. It stays open while the shopper picks several
 * filters: each pick is a navigation that mounts the page afresh, so whether it is open lives
 * outside React, tied to the listing's path (another listing, or coming back later, starts closed).
 */
const useFiltersStore = create<{ openOn: string | null; setOpenOn: (path: string | null) => void }>((set) => ({
  openOn: null,
  setOpenOn: (openOn) => set({ openOn }),
}));

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
      onClick={() => setOpen(true)}
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
  return (
    <aside
      id="listing-filters"
      aria-label={t("listing.filters")}
      className={open ? "fixed inset-0 z-50 flex flex-col bg-white lg:static lg:z-auto lg:block" : "hidden lg:block"}
    >
      <div className="flex items-center justify-between border-b border-line p-4 lg:hidden">
        <h2 className="text-lg font-semibold">{t("listing.filters")}</h2>
        <button type="button" onClick={() => setOpen(false)} aria-label={t("a11y.close")} className="flex size-10 items-center justify-center">
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-4 lg:overflow-visible lg:p-0">{children}</div>
      <div className="border-t border-line p-4 lg:hidden">
        <button type="button" onClick={() => setOpen(false)} className="w-full rounded-md bg-ink py-3 text-sm font-semibold text-white">
          {t("listing.showResults", { count: total })}
        </button>
      </div>
    </aside>
  );
}
