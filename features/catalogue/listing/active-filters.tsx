import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import type { Facet, FacetOption } from "@/lib/search/types";

type Selected = FacetOption & { facet: Facet["name"] };

/** The chosen filters as removable chips, with one link to clear them all. */
export function ActiveFilters({
  selected,
  hrefFor,
  clearHref,
  t,
}: {
  selected: Selected[];
  hrefFor: (facet: Facet["name"], value: string) => string;
  clearHref: string;
  t: TFunction;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {selected.map((s) => (
        <SoftLink
          key={`${s.facet}:${s.value}`}
          href={hrefFor(s.facet, s.value)}
          keepScroll
          prefetch="never"
          aria-label={t("listing.removeFilter", { label: s.label })}
          className="flex items-center gap-2 rounded-full bg-cream px-3 py-1 text-sm hover:bg-line"
        >
          {s.label}
          <span aria-hidden>×</span>
        </SoftLink>
      ))}
      <SoftLink
        href={clearHref}
        keepScroll
        prefetch="never"
        className="text-sm font-semibold underline underline-offset-4"
      >
        {t("listing.clearAll")}
      </SoftLink>
    </div>
  );
}
