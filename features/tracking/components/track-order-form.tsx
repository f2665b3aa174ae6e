"use client";
import { useId, useState, type FormEvent } from "react";
import { useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { OrderTracking } from "@/lib/commerce/tracking-types";
import { FieldFrame, inputClass } from "@/components/ui/text-field";
import { requestTracking } from "../api";
import { TrackingView } from "./tracking-view";

/**
 * The track-order form: the order number and the e-mail or phone it was placed with, then the
 * order's timeline in place of the form (and a way back to it). A wrong pair and an unknown order
 * get the same message; tries are limited per address by the server.
 */
export function TrackOrderForm({ locale, initial }: { locale: Locale; initial: OrderTracking | null }) {
  const { t } = useT();
  const id = useId();
  const [tracking, setTracking] = useState<OrderTracking | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const order = String(data.get("order") ?? "").trim();
    const contact = String(data.get("contact") ?? "").trim();
    if (!order || contact.length < 3) return setError("track.errors.missing");
    setBusy(true);
    setError(null);
    const outcome = await requestTracking({ region: LOCALES[locale].region, locale, order, contact });
    setBusy(false);
    if (outcome.ok) setTracking(outcome.tracking);
    else setError(outcome.messageKey);
  }

  if (tracking) {
    return (
      <div className="space-y-8">
        <TrackingView tracking={tracking} locale={locale} />
        <button
          type="button"
          onClick={() => setTracking(null)}
          className="text-sm font-semibold underline underline-offset-4"
        >
          {t("track.another")}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="max-w-md space-y-5">
      <FieldFrame id={`${id}-order`} label={t("track.fields.order")} hint={t("track.fields.orderHint")}>
        <input
          id={`${id}-order`}
          name="order"
          autoComplete="off"
          dir="ltr"
          maxLength={30}
          required
          aria-describedby={`${id}-order-hint`}
          className={inputClass(false)}
        />
      </FieldFrame>
      <FieldFrame id={`${id}-contact`} label={t("track.fields.contact")} hint={t("track.fields.contactHint")}>
        <input
          id={`${id}-contact`}
          name="contact"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          required
          aria-describedby={`${id}-contact-hint`}
          className={inputClass(false)}
        />
      </FieldFrame>
      <p role="alert" className="text-sm font-medium text-sale empty:hidden">
        {error ? t(error) : ""}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="h-12 w-full rounded-md bg-ink px-6 text-base font-semibold text-white hover:bg-navy disabled:opacity-70"
      >
        {busy ? t("track.finding") : t("track.submit")}
      </button>
    </form>
  );
}
