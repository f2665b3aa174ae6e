"use client";
import { lazy, Suspense } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { SearchIcon } from "@/components/ui/icons";
import { useSearchDrawer } from "@/features/shell/use-panels";

// The drawer's contents (combobox, queries, product rows) load with the drawer, not with the page:
// the header only carries this button. Hovering or focusing the button starts the download early,
// with the panel's texts (the `product` lazy section).
const loadPanel = () => import("@/features/search/panel/search-panel");
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));
const loadingPanel = <div aria-hidden className="mx-auto h-12 max-w-5xl animate-pulse border-b-2 border-line" />;

/** The search drawer drops from the top: suggestions as you type, popular terms, recommendations. */
export function SearchDrawer({ locale, popularTerms }: { locale: Locale; popularTerms: string[] }) {
  const { t, i18n } = useT();
  const warm = () => {
    void loadPanel();
    i18n.loadSections(["product"]).catch(() => undefined);
  };
  const router = useRouter();
  const { isOpen, setOpen } = useSearchDrawer();
  const close = () => setOpen(false);
  // A close that races the navigation it starts can leave Headless UI's leave transition
  // unfinished (an invisible dialog stays mounted); a new page starts the drawer afresh.
  const pathname = usePathname();
  return (
    <div className="flex w-10 justify-end">
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        aria-label={t("header.search")}
        aria-expanded={isOpen}
        className="flex size-10 items-center justify-center rounded-full hover:bg-cream"
      >
        <SearchIcon className="size-5" />
      </button>
      <Drawer
        key={pathname}
        open={isOpen}
        onClose={close}
        title={t("header.search")}
        closeLabel={t("a11y.close")}
        side="top"
      >
        <Suspense fallback={loadingPanel}>
          <SearchPanel
            open={isOpen}
            locale={locale}
            popularTerms={popularTerms}
            onClose={close}
            onNavigate={(href) => {
              close();
              router.push(href);
            }}
          />
        </Suspense>
      </Drawer>
    </div>
  );
}
