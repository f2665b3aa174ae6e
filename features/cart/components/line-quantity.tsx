"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { MinusIcon, PlusIcon } from "@/components/ui/icons";
import { quantityLimit } from "@/lib/catalogue/stock";

/** `available` null: the store does not count the piece's stock; only the per-line cap applies. */
type Props = {
  name: string;
  quantity: number;
  available: number | null;
  busy: boolean;
  format: (n: number) => string;
  onChange: (quantity: number) => void;
};

/**
 * A cart line's quantity: buttons only (each press is one update call, so no typing per
 * keystroke), named after the piece so a bag of several lines reads clearly. Above the stock
 * left, one press down brings the line back to what can be bought. 1 is the floor: Remove removes.
 */
export function LineQuantity({ name, quantity, available, busy, format, onChange }: Props) {
  const { t } = useT();
  useSections("cart");
  const max = quantityLimit(available);
  const button =
    "grid size-9 place-items-center text-ink transition hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50";
  return (
    <div
      role="group"
      aria-label={t("cart.line.quantity", { name })}
      className="flex h-9 w-fit items-center rounded-md border border-line"
    >
      <button
        type="button"
        className={button}
        aria-label={t("cart.line.decrease", { name })}
        disabled={busy || quantity <= 1 || max === 0}
        onClick={() => onChange(Math.max(1, Math.min(quantity - 1, max)))}
      >
        <MinusIcon className="size-4" />
      </button>
      <output aria-live="polite" className="w-8 text-center text-sm font-semibold">
        {format(quantity)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t("cart.line.increase", { name })}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
