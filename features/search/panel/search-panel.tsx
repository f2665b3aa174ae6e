"use client";
import { Combobox, ComboboxInput } from "@headlessui/react";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type ComponentProps } from "react";
import { useSections, useT } from "@/lib/i18n/client";
import { brandOfPath } from "@/lib/i18n/brands";
import { splitLocalePath, type Locale } from "@/lib/i18n/locales";
import { SearchIcon } from "@/components/ui/icons";
import { RecommendedRail } from "../components/recommended-rail";
import { resultsHref } from "../links";
import { isSuggestible } from "../suggestible";
import { useSuggestions } from "../use-suggestions";
import { queryOption, toOptions, type SearchOption } from "./options";
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
 * The input element of the combobox. Headless UI keeps its combobox "open" from the first
 * keystroke on, also while there is nothing to list (a term without matches, an error):
 * aria-expanded says whether the listbox is on screen.
 */
function SearchInput({ listShown, ...props }: ComponentProps<"input"> & { listShown: boolean }) {
  return (
    <input
      {...props}
      role="combobox"
      aria-controls={props["aria-controls"]}
      aria-expanded={props["aria-expanded"] === true && listShown}
    />
  );
}

/**
 * The search drawer's contents, loaded with the drawer: a combobox (Headless UI) whose
 * suggestions follow the typed term (debounced), popular terms and 'recommended for you' while
 * the box is empty. Enter searches the typed term (its own row, first and active until the arrows
 * move), or opens the active suggestion.
 */
export function SearchPanel({ open, locale, popularTerms, onClose, onNavigate }: SearchPanelProps) {
  const { t } = useT();
  // The suggestions' and the recommended cards' texts (a lazy section) come with the panel.
  useSections("product");
  const brand = brandOfPath(splitLocalePath(usePathname() ?? "/").rest);
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
  const suggestible = isSuggestible(term);
  const query = useSuggestions({ term, locale, brand });
  const data = suggestible && query.data ? query.data : NONE;
  const suggestions = useMemo(() => toOptions(data, locale, brand), [data, locale, brand]);

  // A new list mounts its rows afresh, so the typed term's row is the active one again.
  const [shown, setShown] = useState({ suggestions, generation: 0 });
  if (shown.suggestions !== suggestions) setShown({ suggestions, generation: shown.generation + 1 });

  const loading = suggestible && query.pending;
  // The typed term's row while there are (or may soon be) suggestions: not for a term without
  // matches, nor after an error, where the status says so and Enter still searches.
  const listShown = suggestible && (suggestions.length > 0 || (loading && !query.isError));
  const options = listShown ? [queryOption(term, locale, brand), ...suggestions] : [];

  const submit = () => {
    const q = term.trim();
    if (q) onNavigate(resultsHref(locale, q, brand));
  };
  // Tab moves on: Headless UI would pick the active option on the way out.
  const leaving = useRef(false);
  const choose = (option: SearchOption | null) => {
    if (!option || leaving.current) return;
    if (option.kind === "query") submit();
    else onNavigate(option.href);
  };

  return (
    <Combobox<SearchOption | null> value={null} onChange={choose} by="key">
      <div className="mx-auto max-w-5xl">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className="flex items-center gap-3 border-b-2 border-line py-2 focus-within:border-ink">
            <SearchIcon className="size-5 shrink-0 text-muted" />
            <span className="sr-only">{t("search.inputLabel")}</span>
            <ComboboxInput
              as={SearchInput}
              listShown={listShown}
              type="search"
              name="q"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              dir="auto"
              ref={input}
              autoFocus
              displayValue={() => term}
              onChange={(event) => setTerm(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Tab") {
                  leaving.current = true;
                  queueMicrotask(() => (leaving.current = false));
                }
                // Nothing listed (yet): Enter searches the typed term. Headless UI, whose combobox
                // is open from the first keystroke, would only close its empty list.
                if (event.key === "Enter" && !listShown && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
              placeholder={t("header.searchPlaceholder")}
              className="w-full bg-transparent text-lg outline-none placeholder:text-muted focus-visible:outline-none!"
            />
          </label>
        </form>

        <div className="mt-6 space-y-8">
          {suggestible ? (
            <>
              <SearchStatus query={query} count={suggestions.length} loading={loading} />
              {listShown && (
                <SuggestionList
                  options={options}
                  generation={shown.generation}
                  term={query.debouncedTerm}
                  locale={locale}
                  busy={loading}
                />
              )}
              {!listShown && !loading && !query.isError && (
                <PopularTerms terms={popularTerms} locale={locale} brand={brand} onNavigate={onClose} />
              )}
            </>
          ) : (
            <>
              <PopularTerms terms={popularTerms} locale={locale} brand={brand} onNavigate={onClose} />
              <RecommendedRail locale={locale} brand={brand} limit={6} onNavigate={onClose} />
            </>
          )}
        </div>
      </div>
    </Combobox>
  );
}
