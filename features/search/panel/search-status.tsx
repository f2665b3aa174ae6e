"use client";
import { useT } from "@/lib/i18n/client";

type Props = {
  query: { isError: boolean; debouncedTerm: string; refetch: () => unknown };
  /** Options on screen. */
  count: number;
  loading: boolean;
};

/**
 * What the suggestions area says: searching, an error with a retry, "no results", or (for
 * screen readers only) how many suggestions are listed.
 */
export function SearchStatus({ query, count, loading }: Props) {
  const { t } = useT();
  if (query.isError && !loading) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md bg-cream px-4 py-3 text-sm">
        <span>{t("search.error")}</span>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="font-semibold underline underline-offset-4"
        >
          {t("search.retry")}
        </button>
      </div>
    );
  }
  if (loading && count === 0) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-line border-t-ink" />
        {t("search.loading")}
      </p>
    );
  }
  if (count === 0) {
    return (
      <div role="status">
        <p className="text-lg font-medium">{t("search.noResults", { term: query.debouncedTerm })}</p>
        <p className="mt-1 text-sm text-muted">{t("search.noResultsHint")}</p>
      </div>
    );
  }
  return (
    <p role="status" className="sr-only">
      {loading ? t("search.loading") : t("search.resultsCount", { count })}
    </p>
  );
}
