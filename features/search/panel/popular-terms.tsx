"use client";
import Link from "next/link";
import { useId } from "react";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { resultsHref } from "../links";
import type { BrandGroup } from "../schema";

/** The content's popular search terms (the header's `Popular_Search_Terms`), each opening its results page. */
export function PopularTerms({
  terms,
  locale,
  brand,
  onNavigate,
}: {
  terms: string[];
  locale: Locale;
  brand: BrandGroup;
  onNavigate: () => void;
}) {
  const { t } = useT();
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xs font-semibold tracking-widest text-muted uppercase">
        {t("header.popularSearches")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term) => (
          <li key={term}>
            <Link
              href={resultsHref(locale, term, brand)}
              onClick={onNavigate}
              className="block rounded-full border border-line px-4 py-1.5 text-sm hover:border-ink"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
