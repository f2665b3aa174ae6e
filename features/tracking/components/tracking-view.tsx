"use client";
import clsx from "clsx";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { OrderTracking, TrackingStep } from "@/lib/commerce/tracking-types";
import { PickupStoreCard } from "@/features/pickup";

/** Only a courier's https page is linked (a link from the store's data must not run script or leave https). */
const safeTrackingUrl = (url: string | null) => (url && /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null);

/** The step the order is at: the last one reached. */
export const currentStep = (tracking: Pick<OrderTracking, "timeline">): TrackingStep =>
  [...tracking.timeline].reverse().find((s) => s.at !== null)?.step ?? "placed";

/**
 * An order's timeline as the shopper reads it (the track-order page, My orders): where it is, each
 * step with its date, the parcels with their courier's tracking link, what was ordered, where it is
 * going (partly masked) and its returns. Drawn the same from the server (a signed e-mail link) and
 * in the browser (the form's answer). `inOrderPage`: on the account's order page, which already
 * names the order and lists its pieces, address and returns, only where it is and its parcels.
 */
export function TrackingView({
  tracking,
  locale,
  headingLevel = 2,
  inOrderPage = false,
}: {
  tracking: OrderTracking;
  locale: Locale;
  headingLevel?: 2 | 3;
  inOrderPage?: boolean;
}) {
  const { t } = useT();
  const { bcp47 } = LOCALES[locale];
  const when = new Intl.DateTimeFormat(bcp47, { dateStyle: "medium", timeStyle: "short" });
  const day = new Intl.DateTimeFormat(bcp47, { dateStyle: "full", timeZone: "UTC" });
  const number = new Intl.NumberFormat(bcp47);
  const current = currentStep(tracking);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const open = current !== "delivered" && current !== "cancelled" && current !== "collected";
  const pickup = tracking.method === "pickup" && tracking.pickup_store;
  return (
    <section aria-labelledby={`track-${tracking.order_id}`} className="space-y-6">
      <div>
        <Heading id={`track-${tracking.order_id}`} className="text-xl font-semibold">
          {inOrderPage ? t("track.timeline") : t("track.orderNumber", { number: tracking.number })}
        </Heading>
        <p className="mt-1 text-base" role="status">
          {t(`track.now.${current}`)}
        </p>
        {open && !pickup && (
          <p className="mt-1 text-sm text-muted">
            {t("track.estimated", { date: day.format(new Date(`${tracking.estimated_delivery}T00:00:00Z`)) })}
          </p>
        )}
      </div>

      <ol className="space-y-0" aria-label={t("track.timeline")}>
        {tracking.timeline.map((entry, index) => {
          const reached = entry.at !== null;
          const last = index === tracking.timeline.length - 1;
          return (
            <li
              key={entry.step}
              className="relative flex gap-3 pb-5 last:pb-0"
              aria-current={entry.step === current ? "step" : undefined}
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className={clsx("absolute start-[7px] top-4 bottom-0 w-0.5", reached ? "bg-teal" : "bg-line")}
                />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  "relative mt-1 size-4 shrink-0 rounded-full border-2",
                  entry.step === "cancelled"
                    ? "border-sale bg-sale"
                    : reached
                      ? "border-teal bg-teal"
                      : "border-line bg-white",
                )}
              />
              <div className="min-w-0">
                <p className={clsx("text-sm", reached ? "font-semibold" : "text-muted")}>
                  {t(`track.steps.${entry.step}`)}
                </p>
                <p className="text-xs text-muted">
                  {entry.at ? <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> : t("track.notYet")}
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      {tracking.shipments.length > 0 && (
        <div>
          <Sub className="text-base font-semibold">{t("track.parcels")}</Sub>
          <ul className="mt-2 space-y-2 text-sm">
            {tracking.shipments.map((parcel) => {
              const url = safeTrackingUrl(parcel.tracking_url);
              return (
                <li key={`${parcel.courier}-${parcel.tracking_number}`} className="rounded-md border border-line p-3">
                  <p>
                    {t("track.parcel", { courier: parcel.courier })} <bdi dir="ltr">{parcel.tracking_number}</bdi>
                  </p>
                  {url && (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 inline-block font-semibold underline underline-offset-2"
                    >
                      {t("track.trackWith", { courier: parcel.courier })}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {!inOrderPage && (
        <>
          <div>
            <Sub className="text-base font-semibold">{t("track.pieces")}</Sub>
            <ul className="mt-2 divide-y divide-line text-sm">
              {tracking.lines.map((line) => (
                <li
                  key={line.url + line.options.map((o) => o.value).join()}
                  className="flex justify-between gap-3 py-2"
                >
                  <span>{line.name}</span>
                  <span className="shrink-0 text-muted">
                    {t("track.quantity", { n: number.format(line.quantity) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {pickup ? (
            <div>
              <Sub className="text-base font-semibold">{t("pickup.collectFrom")}</Sub>
              <div className="mt-2">
                <PickupStoreCard pickup={{ store: pickup }} t={t} collector={false} />
              </div>
            </div>
          ) : (
            <div>
              <Sub className="text-base font-semibold">{t("track.deliveryTo")}</Sub>
              <address className="mt-2 text-sm not-italic text-muted">
                <bdi>{tracking.delivery.name}</bdi>
                <br />
                <bdi>{tracking.delivery.street}</bdi>
                <br />
                <bdi>
                  {tracking.delivery.city} {tracking.delivery.postal_code}
                </bdi>
                <br />
                <bdi dir="ltr">{tracking.delivery.phone}</bdi>
              </address>
            </div>
          )}
        </>
      )}

      {!inOrderPage && tracking.returns.length > 0 && (
        <div>
          <Sub className="text-base font-semibold">{t("track.returns")}</Sub>
          <ul className="mt-2 space-y-1 text-sm">
            {tracking.returns.map((r) => (
              <li key={r.id}>
                {t("track.return", {
                  id: number.format(r.id),
                  status: t(`returns.statuses.${r.status}`, { defaultValue: r.status }),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
