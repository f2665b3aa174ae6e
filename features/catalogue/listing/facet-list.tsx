import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import type { Facet } from "@/lib/search/types";

/**
 * Facets with counts. Each option is a link to the listing with that value switched, so
 * filtering works before hydration and every view has an address; it announces itself as a
 * checkbox so assistive technology reads the selection.
 */
export function FacetList({
  facets,
  hrefFor,
  t,
}: {
  facets: Facet[];
  hrefFor: (facet: Facet["name"], value: string) => string;
  t: TFunction;
}) {
  const shown = facets.filter((f) => f.options.length > 0);
  return (
    <div className="divide-y divide-line">
      {shown.map((facet, i) => (
        <details
          key={facet.name}
          open={i < 5 || facet.name === "price" || facet.options.some((o) => o.selected)}
          className="py-3"
        >
          {/* .facet-summary draws its + and − (globals.css), as .facet-option its box. */}
          <summary className="facet-summary">{t(`listing.facets.${facet.name}`)}</summary>
          <ul className="mt-2 space-y-1">
            {facet.options.map((option) => (
              <li key={option.value}>
                <SoftLink
                  href={hrefFor(facet.name, option.value)}
                  role="checkbox"
                  aria-checked={option.selected}
                  keepScroll
                  prefetch="never"
                  // .facet-option (globals.css) draws the box with ::before, a tick when checked,
                  // and styles the count: a listing has dozens of options, and each element and
                  // class name is paid for in the HTML, the RSC payload and hydration.
                  className="facet-option"
                >
                  {option.label}
                  <span>{option.count}</span>
                </SoftLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
