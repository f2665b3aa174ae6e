"use client";
import { useEffect, useMemo, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { storesHolding, type StoreStock } from "@/lib/commerce/pickup-types";
import { requestStoreStock } from "../api";
import { useChosenStore } from "../chosen-store";
import { CheckingStores } from "./checking-stores";

type Props = {
  locale: Locale;
  /** The bag's lines: only boutiques holding every one of them in its quantity are offered (`null`: the bag is still loading). */
  lines: { variant_id: number; quantity: number }[] | null;
  value: number | null;
  onChange: (storeId: number | null) => void;
  error?: string;
};

/**
 * The checkout's boutiques to collect from: those holding every piece of the bag, each with its
 * address and opening hours. The boutique chosen on a product page this visit is chosen first
 * when it holds them all. The shelf is held only at placement: a boutique's last piece taken
 * meanwhile is said then.
 */
export function PickupChoice({ locale, lines, value, onChange, error }: Props) {
  const { t } = useT();
  const [remembered, remember] = useChosenStore(LOCALES[locale].region);
  const [found, setStores] = useState<StoreStock[] | null | undefined>(undefined);
  const wanted = lines ? lines.map((l) => `${l.variant_id}x${l.quantity}`).join(",") : null;

  useEffect(() => {
    let live = true;
    if (!wanted) return;
    const asked = wanted
      .split(",")
      .map((l) => ({ variant_id: Number(l.split("x")[0]), quantity: Number(l.split("x")[1]) }));
    void requestStoreStock(
      locale,
      asked.map((l) => l.variant_id),
    ).then((found) => live && setStores(found && storesHolding(found, asked)));
    return () => void (live = false);
  }, [locale, wanted]);

  // An empty bag (it emptied in another tab) is held nowhere.
  const stores = useMemo(() => (wanted === null ? undefined : wanted ? found : []), [wanted, found]);

  // The boutique chosen this visit, when it holds the bag; a boutique no longer holding it is let go.
  useEffect(() => {
    if (!stores) return;
    if (value !== null && !stores.some((s) => s.store.id === value)) onChange(null);
    else if (value === null && remembered !== null && stores.some((s) => s.store.id === remembered))
      onChange(remembered);
  }, [stores, value, remembered, onChange]);

  if (stores === undefined) return <CheckingStores />;
  if (stores === null) return <p className="text-sm font-medium text-sale">{t("pickup.errors.unavailable")}</p>;
  if (stores.length === 0) return <p className="text-sm font-medium">{t("pickup.noStoreHoldsBag")}</p>;
  return (
    <fieldset aria-describedby={error ? "pickup-store-error" : undefined} className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{t("pickup.chooseStore")}</legend>
      {stores.map(({ store }) => (
        <label
          key={store.id}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-ink"
        >
          <input
            type="radio"
            name="pickup_store"
            value={store.id}
            checked={value === store.id}
            onChange={() => {
              onChange(store.id);
              remember(store.id);
            }}
            className="mt-1 size-4 accent-ink"
          />
          <span className="min-w-0 text-sm">
            <span className="block font-semibold">{store.name}</span>
            <span className="block text-muted">{store.address}</span>
            <span className="block text-muted">{store.hours}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="pickup-store-error" className="text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
