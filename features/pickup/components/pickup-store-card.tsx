import type { TFunction } from "i18next";
import { mapLink, onMap, type OrderPickup } from "@/lib/commerce/pickup-types";

/**
 * Where an order is collected: the boutique's name, address, opening hours, phone and a map link,
 * and who collects it. Hook-free (the translator comes in), so the confirmation page, My orders and
 * the tracking page draw the same block on the server or in the browser.
 */
export function PickupStoreCard({
  pickup,
  t,
  collector = true,
}: {
  pickup: Pick<OrderPickup, "store"> & Partial<Pick<OrderPickup, "collector">>;
  t: TFunction;
  collector?: boolean;
}) {
  const { store } = pickup;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold">{store.name}</p>
      <p>{store.address}</p>
      <p className="text-muted">
        {t("pickup.hours")}: {store.hours}
      </p>
      <p className="text-muted">
        <span dir="ltr">{store.phone}</span>
      </p>
      {/* A boutique the hosted store names but we do not list has no coordinates: no map then. */}
      {onMap(store) && (
        <a
          href={mapLink(store)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-block font-semibold underline underline-offset-4"
        >
          {t("pickup.map")}
        </a>
      )}
      {collector && pickup.collector && (
        <p className="pt-1">{t("pickup.collector", { name: pickup.collector.name })}</p>
      )}
    </div>
  );
}
