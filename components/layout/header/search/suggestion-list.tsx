"use client";
import clsx from "clsx";
import Image from "next/image";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import type { SearchRecord } from "@/lib/search/types";
import { formatMoney } from "@/lib/money";
import { SearchIcon } from "@/components/ui/icons";
import { Highlighted } from "./highlighted";
import type { SearchOption } from "./options";

type Props = {
  id: string;
  options: SearchOption[];
  active: number;
  term: string;
  locale: Locale;
  busy: boolean;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onPick: (option: SearchOption) => void;
};

// Phones show completions as wrapping chips, so the products stay in sight below them.
const kindClass = {
  term: "rounded-full border border-line px-3 py-1 md:rounded-md md:border-transparent md:px-2 md:py-1.5",
  product: "rounded-md px-2 py-1.5",
};
const optionClass = (kind: SearchOption["kind"], isActive: boolean) =>
  clsx("flex cursor-pointer items-center gap-3", kindClass[kind], isActive ? "border-ink bg-cream outline-2 outline-ink/20" : "hover:bg-cream/60");

/**
 * The suggestions listbox: completions and products in two labelled groups. Focus stays in the
 * input; the active option is announced through aria-activedescendant, so options are not links.
 */
export function SuggestionList({ id, options, active, term, locale, busy, optionId, onActivate, onPick }: Props) {
  const { t } = useT();
  const terms = options.flatMap((o, i) => (o.kind === "term" ? [{ o, i, value: o.value }] : []));
  const products = options.flatMap((o, i) => (o.kind === "product" ? [{ o, i, record: o.record }] : []));
  const option = (o: SearchOption, i: number, children: React.ReactNode) => (
    <div
      key={o.key}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      className={optionClass(o.kind, i === active)}
      // Keep focus in the input: a pointer press must not blur it before the click picks.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => i !== active && onActivate(i)}
      onClick={() => onPick(o)}
    >
      {children}
    </div>
  );

  return (
    <div id={id} role="listbox" aria-label={t("search.suggestions")} aria-busy={busy} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      {terms.length > 0 && (
        <div role="group" aria-labelledby={`${id}-terms`}>
          <div id={`${id}-terms`} role="presentation" className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">
            {t("search.suggestions")}
          </div>
          <div className="flex flex-wrap gap-2 md:block">
            {terms.map(({ o, i, value }) =>
              option(
                o,
                i,
                <>
                  <SearchIcon className="hidden size-4 shrink-0 text-muted md:block" />
                  <span className="min-w-0 truncate text-sm text-muted">
                    <Highlighted text={value} term={term} />
                  </span>
                </>,
              ),
            )}
          </div>
        </div>
      )}
      {products.length > 0 && (
        <div role="group" aria-labelledby={`${id}-products`} className={terms.length === 0 ? "md:col-span-2" : undefined}>
          <div id={`${id}-products`} role="presentation" className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">
            {t("search.products")}
          </div>
          <div className="grid gap-1 lg:grid-cols-2">{products.map(({ o, i, record }) => option(o, i, <ProductRow record={record} locale={locale} />))}</div>
        </div>
      )}
    </div>
  );
}

function ProductRow({ record, locale }: { record: SearchRecord; locale: Locale }) {
  const { t } = useT();
  const money = (value: number) => formatMoney({ value, currencyCode: record.currency }, locale);
  const onSale = record.salePrice !== null && record.salePrice < record.basePrice;
  return (
    <>
      <span className="size-16 shrink-0 overflow-hidden rounded bg-cream">
        {record.imageUrl && <Image src={record.imageUrl} alt="" width={64} height={64} className="size-16 object-cover" />}
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
