"use client";
import { useEffect, useId, useState } from "react";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { localDigits } from "@/lib/i18n/digits";
import type { StoreStock } from "@/lib/commerce/pickup-types";
import { requestStoreStock } from "../api";
import { useChosenStore } from "../chosen-store";
import { StockRow } from "./stock-row";
import { StockWord, StoreStockList } from "./store-stock-list";

type Props = { locale: Locale; variantIds: number[]; variantId: number | null };

/**
 * The inside of the product page's "Collect in store" line (pickup-availability.tsx), loaded when
 * the line comes near the screen: it asks for each boutique's stock of the piece's variants, says
 * where it can be collected (at the boutique chosen this visit first), and opens the store picker.
 */
export function PickupStockLine({ locale, variantIds, variantId }: Props) {
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
    <>
      <StockRow
        summary={summary}
        action={
          stores &&
          stores.length > 0 && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
              className="text-sm font-semibold underline underline-offset-4"
            >
              {mine ? t("pickup.change") : t("pickup.choose")}
            </button>
          )
        }
      />
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
    </>
  );
}
