"use client";
import { useT } from "@/lib/i18n/client";
import type { FulfilmentMethod } from "@/lib/commerce/pickup-types";

const METHODS: FulfilmentMethod[] = ["delivery", "pickup"];

/** Delivered to an address, or collected at a boutique (both free): shown where the country has boutiques. */
export function MethodChoice({
  value,
  onChange,
}: {
  value: FulfilmentMethod;
  onChange: (method: FulfilmentMethod) => void;
}) {
  const { t } = useT();
  return (
    <div
      role="radiogroup"
      id="checkout-method"
      aria-label={t("pickup.method")}
      className="mb-5 grid gap-2 sm:grid-cols-2"
    >
      {METHODS.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-4 has-checked:border-ink"
        >
          <input
            type="radio"
            name="fulfilment"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="mt-1 size-4 accent-ink"
          />
          <span>
            <span className="block font-medium">
              {t(method === "pickup" ? "pickup.collectInStore" : "pickup.delivery")}
            </span>
            <span className="mt-1 block text-sm text-muted">
              {t(method === "pickup" ? "pickup.collectNote" : "pickup.deliveryNote")}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
