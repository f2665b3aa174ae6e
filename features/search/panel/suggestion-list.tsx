"use client";
import { ComboboxOption, ComboboxOptions } from "@headlessui/react";
import clsx from "clsx";
import Image from "next/image";
import { useId, type ComponentProps } from "react";
import { useSections, useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import type { SearchRecord } from "@/lib/search/types";
import { formatMoney } from "@/lib/money";
import { SearchIcon } from "@/components/ui/icons";
import { Highlighted } from "./highlighted";
import type { SearchOption } from "./options";

type Props = {
  /** The typed term's row first, then completions and products. */
  options: SearchOption[];
  /** Bumped for each new list: its rows mount afresh, so the active one is the first again. */
  generation: number;
  /** The term the shown suggestions answer (bold in the completions). */
  term: string;
  locale: Locale;
  busy: boolean;
};

// Phones show completions as wrapping chips, so the products stay in sight below them.
const kindClass = {
  query: "rounded-full border border-line px-3 py-1 md:rounded-md md:border-transparent md:px-2 md:py-1.5",
  term: "rounded-full border border-line px-3 py-1 md:rounded-md md:border-transparent md:px-2 md:py-1.5",
  product: "rounded-md px-2 py-1.5",
};
const optionClass = (kind: SearchOption["kind"]) =>
  clsx(
    "flex cursor-pointer items-center gap-3 hover:bg-cream/60 data-focus:border-ink data-focus:bg-cream data-focus:outline-2 data-focus:outline-ink/20",
    kindClass[kind],
  );

/**
 * An option's element. Headless UI gives aria-selected to the combobox's chosen value, and a
 * search box has none (a pick navigates away): the active option carries it instead (it is the
 * one aria-activedescendant names), as in the ARIA practices' combobox examples.
 */
function OptionElement(props: ComponentProps<"div"> & { "data-focus"?: string }) {
  return <div {...props} aria-selected={props["data-focus"] !== undefined} />;
}

/**
 * The suggestions listbox (Headless UI's combobox options): the typed term and completions, then
 * products, in two labelled groups. Focus stays in the input; the active option is announced
 * through aria-activedescendant, so options are not links.
 */
export function SuggestionList({ options, generation, term, locale, busy }: Props) {
  const { t } = useT();
  const id = useId();
  const terms = options.filter((o) => o.kind !== "product");
  const products = options.filter((o) => o.kind === "product");
  const option = (o: SearchOption, children: React.ReactNode) => (
    <ComboboxOption key={`${generation}:${o.key}`} value={o} as={OptionElement} className={optionClass(o.kind)}>
      {children}
    </ComboboxOption>
  );

  return (
    <ComboboxOptions
      // Part of the drawer, not a popup over it: the rest of the drawer stays usable.
      modal={false}
      aria-label={t("search.suggestions")}
      aria-busy={busy}
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      {terms.length > 0 && (
        <div role="group" aria-labelledby={`${id}-terms`}>
          <div
            id={`${id}-terms`}
            role="presentation"
            className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase"
          >
            {t("search.suggestions")}
          </div>
          <div className="flex flex-wrap gap-2 md:block">
            {terms.map((o) =>
              option(
                o,
                <>
                  <SearchIcon className={clsx("size-4 shrink-0 text-muted", o.kind === "term" && "hidden md:block")} />
                  <span className="min-w-0 truncate text-sm text-muted">
                    {o.kind === "query" ? (
                      t("search.searchFor", { term: o.value })
                    ) : (
                      <Highlighted text={o.value} term={term} />
                    )}
                  </span>
                </>,
              ),
            )}
          </div>
        </div>
      )}
      {products.length > 0 && (
        <div
          role="group"
          aria-labelledby={`${id}-products`}
          className={terms.length === 0 ? "md:col-span-2" : undefined}
        >
          <div
            id={`${id}-products`}
            role="presentation"
            className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase"
          >
            {t("search.products")}
          </div>
          <div className="grid gap-1 lg:grid-cols-2">
            {products.map((o) => o.kind === "product" && option(o, <ProductRow record={o.record} locale={locale} />))}
          </div>
        </div>
      )}
    </ComboboxOptions>
  );
}

function ProductRow({ record, locale }: { record: SearchRecord; locale: Locale }) {
  const { t } = useT();
  // Loaded with the panel (SearchPanel asks first), so a row never suspends the open panel.
  useSections("product");
  const money = (value: number) => formatMoney({ value, currencyCode: record.currency }, locale);
  const onSale = record.salePrice !== null && record.salePrice < record.basePrice;
  return (
    <>
      <span className="size-16 shrink-0 overflow-hidden rounded bg-cream">
        {record.imageUrl && (
          <Image src={record.imageUrl} alt="" width={64} height={64} className="size-16 object-cover" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-snug">{record.name}</span>
        <span className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={onSale ? "font-semibold text-sale" : "font-semibold"}>{money(record.price)}</span>
          {onSale && (
            <s className="text-xs text-muted" aria-label={t("product.wasPrice", { price: money(record.basePrice) })}>
              {money(record.basePrice)}
            </s>
          )}
        </span>
      </span>
    </>
  );
}
