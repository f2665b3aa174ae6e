"use client";
import { useId, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { stockLevel, type StoreStock } from "@/lib/commerce/pickup-types";

/** "In stock", "Only 1 left", "Not in stock" of one boutique's shelf. */
export function StockWord({ available }: { available: number }) {
  const { t } = useT();
  const level = stockLevel(available);
  const tone =
    level === "in_stock" ? "text-emerald-700" : level === "few_left" ? "font-semibold text-amber-800" : "text-muted";
  return (
    <span className={`text-sm ${tone}`}>
      {level === "few_left"
        ? t("pickup.fewLeft", { count: available })
        : t(`pickup.${level === "in_stock" ? "inStock" : "notInStock"}`)}
    </span>
  );
}

type Props = {
  stores: StoreStock[];
  /** What a boutique holds of the piece asked about (`null`: no piece chosen yet, no figure). */
  availableAt: (store: StoreStock) => number | null;
  chosen: number | null;
  onChoose: (storeId: number) => void;
};

/**
 * The store picker: a city, then its boutiques with their stock, each with "Collect here". The
 * city shown first is the chosen boutique's, else the first with the piece in stock.
 */
export function StoreStockList({ stores, availableAt, chosen, onChoose }: Props) {
  const { t } = useT();
  const cityId = useId();
  const cities = [...new Set(stores.map((s) => s.store.city))];
  const first = stores.find((s) => s.store.id === chosen) ?? stores.find((s) => (availableAt(s) ?? 0) > 0) ?? stores[0];
  const [city, setCity] = useState(first?.store.city ?? "");
  const here = stores.filter((s) => s.store.city === city);
  return (
    <div className="space-y-3">
      <label htmlFor={cityId} className="block text-sm font-medium">
        {t("pickup.city")}
      </label>
      <select
        id={cityId}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        className="h-11 w-full rounded-md border border-line bg-white px-3 text-sm"
      >
        {cities.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <ul className="divide-y divide-line rounded-md border border-line">
        {here.map((entry) => {
          const available = availableAt(entry);
          const isChosen = entry.store.id === chosen;
          return (
            <li key={entry.store.id} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="text-sm font-semibold">{entry.store.name}</p>
                <p className="text-xs text-muted">{entry.store.address}</p>
                {available !== null && <StockWord available={available} />}
              </div>
              <button
                type="button"
                onClick={() => onChoose(entry.store.id)}
                aria-pressed={isChosen}
                className="shrink-0 rounded-md border border-ink px-3 py-1.5 text-xs font-semibold aria-pressed:bg-ink aria-pressed:text-white"
              >
                {isChosen ? t("pickup.chosen") : t("pickup.collectHere")}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
