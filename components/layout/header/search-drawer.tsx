"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useT } from "next-i18next/client";
import type { Locale } from "@/lib/i18n/locales";
import { Drawer } from "@/components/ui/drawer";
import { SearchIcon } from "@/components/ui/icons";
import { useSearchDrawer } from "@/features/ui/use-panels";

/** The search drawer drops from the top and shows the popular search terms. */
export function SearchDrawer({ locale, popularTerms }: { locale: Locale; popularTerms: string[] }) {
  const { t } = useT();
  const router = useRouter();
  const { isOpen, setOpen } = useSearchDrawer();
  const searchHref = (q: string) => `/${locale}/search?q=${encodeURIComponent(q)}`;
  return (
    <div className="flex w-10 justify-end">
      <button type="button" onClick={() => setOpen(true)} aria-label={t("header.search")} aria-expanded={isOpen} className="flex size-10 items-center justify-center rounded-full hover:bg-cream">
        <SearchIcon className="size-5" />
      </button>
      <Drawer open={isOpen} onClose={() => setOpen(false)} title={t("header.search")} closeLabel={t("a11y.close")} side="top">
        <form
          role="search"
          className="mx-auto max-w-3xl"
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
            if (!q) return;
            setOpen(false);
            router.push(searchHref(q));
          }}
        >
          <label className="flex items-center gap-3 border-b-2 border-ink py-2">
            <SearchIcon className="size-5 text-muted" />
            <span className="sr-only">{t("header.search")}</span>
            <input name="q" type="search" autoFocus placeholder={t("header.searchPlaceholder")} className="w-full bg-transparent text-lg outline-none" />
          </label>
          <h2 className="mt-6 text-xs font-semibold tracking-widest text-muted uppercase">{t("header.popularSearches")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {popularTerms.map((term) => (
              <li key={term}>
                <Link href={searchHref(term)} onClick={() => setOpen(false)} className="block rounded-full border border-line px-4 py-1.5 text-sm hover:border-ink">
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </form>
      </Drawer>
    </div>
  );
}
