"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { MinusIcon, PlusIcon } from "@/components/ui/icons";

type Props = { value: number; max: number; onChange: (value: number) => void; disabled: boolean };

/** 1..max with buttons or typing; values out of range snap back into it. */
export function QuantityStepper({ value, max, onChange, disabled }: Props) {
  const { t } = useT();
  useSections("product");
  const top = Math.max(1, max);
  const set = (n: number) => onChange(Math.min(top, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1)));
  const button =
    "grid h-full w-10 place-items-center text-ink transition hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50";
  return (
    <div
      role="group"
      aria-label={t("product.quantity")}
      className="flex h-12 shrink-0 items-center rounded-md border border-line"
    >
      <button
        type="button"
        className={button}
        aria-label={t("product.decrease")}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= 1}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={top}
        value={value}
        disabled={disabled}
        aria-label={t("product.quantity")}
        onChange={(event) => set(event.target.valueAsNumber)}
        className="h-full w-9 [appearance:textfield] bg-transparent text-center text-sm font-semibold outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={button}
        aria-label={t("product.increase")}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= top}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
