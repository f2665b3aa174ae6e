import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import type { Locale } from "@/lib/i18n/locales";

/** No results: say so plainly and offer ways on (clear the filters, or browse everything). */
export function EmptyListing({
  locale,
  query,
  clearHref,
  t,
}: {
  locale: Locale;
  query: string;
  clearHref: string | null;
  t: TFunction;
}) {
  return (
    <div className="mt-10 rounded-lg bg-cream px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">
        {query ? t("listing.emptySearchTitle", { query }) : t("listing.emptyTitle")}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        {query ? t("listing.emptySearchText") : t("listing.emptyText")}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {clearHref && (
          <SoftLink
            href={clearHref}
            className="rounded-md bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-navy"
          >
            {t("listing.clearFilters")}
          </SoftLink>
        )}
        <SoftLink
          href={`/${locale}`}
          className="rounded-md border border-ink px-6 py-3 text-sm font-semibold hover:bg-white"
        >
          {t("errors.shopAll")}
        </SoftLink>
      </div>
    </div>
  );
}
