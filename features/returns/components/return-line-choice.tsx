"use client";
import clsx from "clsx";
import { useT } from "@/lib/i18n/client";
import { ClientImage } from "@/components/ui/client-image";
import type { RequestRefusal, ReturnableLine } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatLineOptions } from "@/features/cart";
import { formatCount } from "@/lib/i18n/format";

type Props = {
  line: ReturnableLine;
  currency: string;
  locale: Locale;
  windowDays: number;
  /** Why it cannot be chosen, `null` when it can. */
  block: RequestRefusal | null;
  /** The chosen quantity, `undefined` when not chosen. */
  chosen: number | undefined;
  sealConfirmed: boolean;
  /** The server refused the last submit over this line. */
  refused: boolean;
  onChoose: (checked: boolean) => void;
  onQuantity: (quantity: number) => void;
  onSeal: (confirmed: boolean) => void;
};

/** One order line in the first step: tick it, pick how many, confirm a pierced piece's seal, or read why it cannot go back. */
export function ReturnLineChoice({
  line,
  currency,
  locale,
  windowDays,
  block,
  chosen,
  sealConfirmed,
  refused,
  onChoose,
  onQuantity,
  onSeal,
}: Props) {
  const { t } = useT();
  const id = `return-line-${line.order_line_id}`;
  const selected = chosen !== undefined;
  const notes = [block && `${id}-why`, line.bundle && `${id}-bundle`].filter(Boolean).join(" ") || undefined;
  return (
    <li
      data-testid={`return-line-${line.sku}`}
      className={clsx(
        "rounded-lg border p-4",
        selected ? "border-ink" : "border-line",
        block && "bg-cream/60",
        refused && "ring-2 ring-sale",
      )}
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          id={id}
          checked={selected}
          disabled={block !== null}
          onChange={(e) => onChoose(e.target.checked)}
          aria-describedby={notes}
          className="mt-1 size-5 shrink-0 accent-ink disabled:cursor-not-allowed"
        />
        <label
          htmlFor={id}
          className={clsx("flex min-w-0 flex-1 gap-3", block ? "cursor-not-allowed" : "cursor-pointer")}
        >
          <span
            className={clsx(
              "size-16 shrink-0 overflow-hidden rounded-md border border-line bg-white",
              block && "opacity-60",
            )}
          >
            {line.image_url && (
              <ClientImage src={line.image_url} alt="" width={64} height={64} className="size-full object-cover" />
            )}
          </span>
          <span className="min-w-0 flex-1 text-sm">
            <span className={clsx("line-clamp-2 block font-medium", block && "text-muted")}>{line.name}</span>
            {line.options.length > 0 && (
              <span className="mt-0.5 block text-muted">{formatLineOptions(line.options, locale, t)}</span>
            )}
            <span className="mt-0.5 block text-muted">
              {t("returns.flow.pieces.bought", { n: formatCount(line.quantity, locale) })}
            </span>
            {!block && line.returnable < line.quantity && (
              <span className="mt-0.5 block text-muted">
                {t("returns.flow.pieces.left", { n: formatCount(line.returnable, locale) })}
              </span>
            )}
          </span>
          <span className={clsx("shrink-0 text-end text-sm font-semibold", block && "text-muted")}>
            {formatMoney({ value: line.price, currencyCode: currency }, locale)}
          </span>
        </label>
      </div>

      {block && (
        <p id={`${id}-why`} className="mt-3 ms-8 text-sm font-medium text-sale">
          {t(`returns.why.${block}`, { days: formatCount(windowDays, locale) })}
        </p>
      )}
      {line.bundle && !block && (
        <p id={`${id}-bundle`} className="mt-3 ms-8 text-sm text-muted">
          {t("returns.flow.pieces.bundle")}
        </p>
      )}
      {!block && !line.bundle && line.returnable > 1 && (
        <div className="mt-3 ms-8 flex items-center gap-3 text-sm">
          <label htmlFor={`${id}-quantity`}>{t("returns.flow.pieces.quantity")}</label>
          <select
            id={`${id}-quantity`}
            value={chosen ?? line.returnable}
            disabled={!selected}
            onChange={(e) => onQuantity(Number(e.target.value))}
            aria-label={t("returns.flow.pieces.quantityLabel", { name: line.name })}
            className="h-10 rounded-md border border-line bg-white px-3 disabled:bg-cream disabled:text-muted"
          >
            {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {formatCount(n, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {selected && line.pierced && (
        <div className="mt-3 ms-8 rounded-md bg-cream p-3 text-sm">
          <label className="flex items-start gap-3 font-medium">
            <input
              type="checkbox"
              checked={sealConfirmed}
              onChange={(e) => onSeal(e.target.checked)}
              aria-describedby={`${id}-seal-hint`}
              className="mt-0.5 size-5 shrink-0 accent-ink"
            />
            {t("returns.flow.pieces.seal")}
          </label>
          <p id={`${id}-seal-hint`} className="mt-1 ms-8 text-muted">
            {t("returns.flow.pieces.sealHint")}
          </p>
        </div>
      )}
    </li>
  );
}
