import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import { QUICK_CATEGORY_FILTERS } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/locales";

/** The fixed category shortcuts (QUICK_CATEGORY_FILTERS), as a scrollable row of chips. */
export function QuickFilters({ locale, listingId, t }: { locale: Locale; listingId: string; t: TFunction }) {
  return (
    <nav aria-label={t("listing.quickFilters")} className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {QUICK_CATEGORY_FILTERS.map((slug) => (
          <li key={slug} className="shrink-0">
            <SoftLink
              href={`/${locale}/${listingId}/${slug}`}
              prefetch="never"
              className="block rounded-full border border-line px-4 py-1.5 text-sm whitespace-nowrap hover:border-ink"
            >
              {t(`listing.quick.${slug}`)}
            </SoftLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
