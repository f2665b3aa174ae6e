"use client";
import { lazy, Suspense, useRef } from "react";
import { useNearScreen } from "@/components/ui/use-near-screen";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { StockRow } from "./stock-row";

const PickupStockLine = lazy(() => import("./pickup-stock-line").then((m) => ({ default: m.PickupStockLine })));

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
 *
 * The stock, and the code that reads and shows it (pickup-stock-line.tsx), are asked for when the
 * line comes within STOCK_MARGIN of the screen, not with the page: on a phone the line sits a
 * screen down, under the gallery, and its request was the page's only call at start, which brought
 * the fetchers (and, then, a 22 KB HTTP client) in with it. A phone's product page loaded 1.44x the
 * JavaScript of a bare Next page (budget 1.25x).
 */
export function PickupAvailability(props: Props) {
  const { region } = LOCALES[props.locale];
  if (!REGIONS[region].storeLocator) return null;
  return <Availability {...props} />;
}

/** How far below the screen the line may be when its stock is asked for (a short scroll away). */
const STOCK_MARGIN = "0px 0px 200px 0px";

function Availability(props: Props) {
  const { t } = useT();
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section, STOCK_MARGIN);
  const checking = <StockRow summary={<span className="text-muted">{t("pickup.checking")}</span>} />;
  return (
    <section
      ref={section}
      aria-label={t("pickup.title")}
      className="min-h-[4.25rem] rounded-md border border-line p-3 text-sm"
    >
      {near ? (
        <Suspense fallback={checking}>
          <PickupStockLine {...props} />
        </Suspense>
      ) : (
        checking
      )}
    </section>
  );
}
