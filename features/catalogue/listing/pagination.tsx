import { SoftLink } from "@/components/ui/soft-link";
import type { TFunction } from "i18next";
import { ChevronEndIcon, ChevronStartIcon } from "@/components/ui/icons";

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(current: number, last: number): (number | "gap")[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (["gap", p] as const) : [p]));
}

export function Pagination({
  current,
  last,
  hrefFor,
  t,
}: {
  current: number;
  last: number;
  hrefFor: (page: number) => string;
  t: TFunction;
}) {
  if (last <= 1) return null;
  const cell = "flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav aria-label={t("listing.pagination")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 && (
        <SoftLink
          href={hrefFor(current - 1)}
          rel="prev"
          className={`${cell} border-line`}
          aria-label={t("listing.previousPage")}
        >
          <ChevronStartIcon className="size-4 rtl:rotate-180" />
        </SoftLink>
      )}
      {pageWindow(current, last).map((p, i) =>
        p === "gap" ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted">
            …
          </span>
        ) : (
          <SoftLink
            key={p}
            href={hrefFor(p)}
            aria-current={p === current ? "page" : undefined}
            aria-label={t("listing.pageN", { page: p })}
            className={`${cell} ${p === current ? "border-ink bg-ink font-semibold text-white" : "border-line hover:border-ink"}`}
          >
            {p}
          </SoftLink>
        ),
      )}
      {current < last && (
        <SoftLink
          href={hrefFor(current + 1)}
          rel="next"
          className={`${cell} border-line`}
          aria-label={t("listing.nextPage")}
        >
          <ChevronEndIcon className="size-4 rtl:rotate-180" />
        </SoftLink>
      )}
    </nav>
  );
}
