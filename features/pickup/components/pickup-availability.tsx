"use client";
import { useEffect, useId, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { localDigits } from "@/lib/i18n/digits";
import type { StoreStock } from "@/lib/commerce/pickup-types";
import { requestStoreStock } from "../api";
import { useChosenStore } from "../chosen-store";
import { StockWord, StoreStockList } from "./store-stock-list";

type Props = {
  locale: Locale;
  /** Every variant the piece is sold as (its sizes, or its one variant): asked once for the page. */
  variantIds: number[];
  /** The variant chosen (a size picked, or the piece itself); `null` while a size is to be picked. */
  variantId: number | null;
};

/**
 * "Collect in store: in stock at 3 stores" under Add to bag, with the store picker. The line
 * keeps its height from the first frame (the stock arrives after the page), so nothing below it
 * moves. A country without boutiques shows nothing; a stock that cannot be read shows nothing
 * either (delivery is still offered).
 */
export function PickupAvailability({ locale, variantIds, variantId }: Props) {
  const { region } = LOCALES[locale];
  if (!REGIONS[region].storeLocator) return null;
  return <Availability locale={locale} variantIds={variantIds} variantId={variantId} />;
}

function Availability({ locale, variantIds, variantId }: Props) {
  const { t } = useT();
  const { region } = LOCALES[locale];
  const panelId = useId();
  const [stores, setStores] = useState<StoreStock[] | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [chosen, choose] = useChosenStore(region);
  const ids = variantIds.join(",");

  useEffect(() => {
    let live = true;
    void requestStoreStock(locale, ids.split(",").map(Number)).then((found) => live && setStores(found));
    return () => void (live = false);
  }, [locale, ids]);

  const availableAt = (entry: StoreStock) =>
    variantId === null ? null : (entry.stock.find((s) => s.variant_id === variantId)?.available ?? 0);
  const holding =
    stores?.filter((entry) =>
      variantId === null ? entry.stock.some((s) => s.available > 0) : (availableAt(entry) ?? 0) > 0,
    ) ?? [];
  const mine = stores?.find((entry) => entry.store.id === chosen);

  let summary: React.ReactNode;
  if (stores === undefined) summary = <span className="text-muted">{t("pickup.checking")}</span>;
  else if (stores === null || stores.length === 0)
    summary = <span className="text-muted">{t("pickup.unavailable")}</span>;
  else if (mine && variantId !== null)
    summary = (
      <>
        {t("pickup.at", { store: mine.store.name })} <StockWord available={availableAt(mine) ?? 0} />
      </>
    );
  else if (holding.length === 0) summary = t("pickup.nowhere");
  else
    summary = t(variantId === null ? "pickup.someStores" : "pickup.inStores", {
      count: holding.length,
      n: localDigits(holding.length, locale),
    });

  return (
    <section aria-label={t("pickup.title")} className="min-h-[4.25rem] rounded-md border border-line p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Said when it changes (a size picked), but not a second status beside the stock line's. */}
        <p aria-live="polite" className="min-w-0">
          <span className="font-semibold">{t("pickup.title")}: </span>
          {summary}
        </p>
        {stores && stores.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="text-sm font-semibold underline underline-offset-4"
          >
            {mine ? t("pickup.change") : t("pickup.choose")}
          </button>
        )}
      </div>
      {open && stores && (
        <div id={panelId} className="mt-3">
          <StoreStockList
            stores={stores}
            availableAt={availableAt}
            chosen={chosen}
            onChoose={(id) => {
              choose(id);
              setOpen(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
