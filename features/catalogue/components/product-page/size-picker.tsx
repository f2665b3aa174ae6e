"use client";
import { useSections, useT } from "@/lib/i18n/client";
import type { Ref } from "react";
import type { PurchaseVariant } from "./purchase-types";
import { canBuy } from "@/lib/catalogue/stock";
import { pressName, useEarlyPressesWithin } from "@/components/ui/use-early-press";

type Props = {
  label: string;
  sizes: readonly PurchaseVariant[];
  value: string | null;
  onChange: (size: string) => void;
  format: (size: string) => string;
  invalid: boolean;
  describedBy?: string;
  firstRef?: Ref<HTMLInputElement>;
  /** The server's stand-in form: its pills keep an early press for the real form's (use-early-press.ts). */
  standIn?: boolean;
};

/**
 * Ring sizes as native radios: arrow keys move between them and skip sold-out sizes, which
 * stay visible, struck through and disabled. The radio itself is visually hidden; its label
 * is the pill, and shows the focus ring.
 */
export function SizePicker({
  label,
  sizes,
  value,
  onChange,
  format,
  invalid,
  describedBy,
  firstRef,
  standIn = false,
}: Props) {
  const { t } = useT();
  useSections("product");
  const pills = useEarlyPressesWithin<HTMLDivElement>(!standIn);
  const firstEnabled = sizes.findIndex((s) => canBuy(s.available));
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-semibold">
        {label}
        <span className="ms-2 font-normal text-muted">{value ? format(value) : null}</span>
      </legend>
      <p className="sr-only">{t("product.sizeGuide")}</p>
      <div ref={pills} className="flex flex-wrap gap-1.5">
        {sizes.map((s, i) => {
          const size = s.size ?? "";
          const out = !canBuy(s.available);
          return (
            <label
              key={s.entityId}
              {...pressName(`size:${size}`)}
              className={`relative grid h-11 min-w-11 cursor-pointer place-items-center rounded-md border px-2 text-sm transition select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark ${
                value === size ? "border-ink bg-ink text-white" : "border-line hover:border-ink"
              } ${out ? "cursor-not-allowed border-dashed text-muted line-through hover:border-line" : ""} ${invalid && !value && !out ? "border-sale" : ""}`}
            >
              <input
                ref={i === firstEnabled ? firstRef : undefined}
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={out}
                onChange={() => onChange(size)}
                className="sr-only"
              />
              <span>{format(size)}</span>
              {out && <span className="sr-only">{`, ${t("product.unavailable")}`}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
