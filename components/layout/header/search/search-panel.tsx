"use client";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { brandOfPath } from "@/lib/i18n/brands";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { SearchIcon } from "@/components/ui/icons";
import { RecommendedRail } from "@/features/search/components/recommended-rail";
import { resultsHref } from "@/features/search/links";
import { isSuggestible } from "@/features/search/suggestible";
import { useSuggestions } from "@/features/search/use-suggestions";
import { nextActiveIndex } from "./listbox-navigation";
import { toOptions, type SearchOption } from "./options";
import { PopularTerms } from "./popular-terms";
import { SearchStatus } from "./search-status";
import { SuggestionList } from "./suggestion-list";

export type SearchPanelProps = {
  /** Whether the drawer is open: the box takes focus each time it opens. */
  open: boolean;
  locale: Locale;
  popularTerms: string[];
  /** Closes the drawer (a link inside was followed). */
  onClose: () => void;
  /** Closes the drawer and opens an address. */
  onNavigate: (href: string) => void;
};

const NONE = { autoSuggestions: [], products: [] };

/**
 * The search drawer's contents, loaded with the drawer: a combobox whose suggestions follow the
 * typed term (debounced), popular terms and 'recommended for you' while the box is empty.
 */
export function SearchPanel({ open, locale, popularTerms, onClose, onNavigate }: SearchPanelProps) {
  const { t } = useT();
  const brand = brandOfPath(splitLocalePath(usePathname() ?? "/").rest);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);
  const [term, setTerm] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // The dialog keeps its contents between openings, and on phones Headless UI moves no focus
  // itself: focus the box on every opening, so typing can start at once.
  // On a reopening the dialog focuses its own container (or the close restores focus to the
  // header button) after this effect, so look again once the 300 ms transition is over; a
  // control the shopper has moved to in the meantime keeps its focus.
  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const again = setTimeout(() => {
      const el = document.activeElement;
      if (!el || el === document.body || el.tagName === "DIV" || el.closest("header")) input.current?.focus();
    }, 350);
    return () => clearTimeout(again);
  }, [open]);
  const [active, setActive] = useState(-1);
  const suggestible = isSuggestible(term);
  const query = useSuggestions({ term, locale, brand });
  const data = suggestible && query.data ? query.data : NONE;
  const options = useMemo(() => toOptions(data, locale, brand), [data, locale, brand]);

  // A new list starts with no active option, so Enter searches the typed term.
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(-1);
  }
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);

  const pick = (option: SearchOption) => onNavigate(option.href);
  const submit = () => {
    const q = term.trim();
    if (q) onNavigate(resultsHref(locale, q, brand));
  };
  const expanded = suggestible && options.length > 0;
  const loading = suggestible && query.pending;

  return (
    <div className="mx-auto max-w-5xl">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (active >= 0 && options[active]) pick(options[active]);
          else submit();
        }}
      >
        <label className="flex items-center gap-3 border-b-2 border-line py-2 focus-within:border-ink">
          <SearchIcon className="size-5 shrink-0 text-muted" />
          <span className="sr-only">{t("search.inputLabel")}</span>
          <input
            type="search"
            name="q"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            dir="auto"
            ref={input}
            autoFocus
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              const next = nextActiveIndex(event.key, active, expanded ? options.length : 0);
              if (next === null) return;
              event.preventDefault();
              setActive(next);
            }}
            placeholder={t("header.searchPlaceholder")}
            className="w-full bg-transparent text-lg outline-none placeholder:text-muted focus-visible:outline-none!"
          />
        </label>
      </form>

      <div className="mt-6 space-y-8">
        {suggestible ? (
          <>
            <SearchStatus query={query} count={options.length} loading={loading} />
            {expanded && (
              <SuggestionList
                id={listboxId}
                options={options}
                active={active}
                term={query.debouncedTerm}
                locale={locale}
                busy={loading}
                optionId={optionId}
                onActivate={setActive}
                onPick={pick}
              />
            )}
            {!expanded && !loading && !query.isError && <PopularTerms terms={popularTerms} locale={locale} brand={brand} onNavigate={onClose} />}
          </>
        ) : (
          <>
            <PopularTerms terms={popularTerms} locale={locale} brand={brand} onNavigate={onClose} />
            <RecommendedRail locale={locale} brand={brand} limit={6} onNavigate={onClose} />
          </>
        )}
      </div>
    </div>
  );
}
