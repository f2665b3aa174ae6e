"use client";
import { useT } from "@/lib/i18n/client";
import type { AttributeValue } from "@/lib/commerce/customer-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatShortDate } from "@/lib/i18n/format";
import { useAccountToast } from "../use-account-toast";
import { useNewsletter } from "../use-newsletter";

/** Subscribe or unsubscribe (attribute 4); since when (attribute 18) while subscribed. */
export function NewsletterToggle({
  locale,
  customerId,
  initial,
}: {
  locale: Locale;
  customerId: number;
  initial: AttributeValue[];
}) {
  const { t } = useT();
  const toast = useAccountToast();
  const { subscribed, since, change } = useNewsletter(LOCALES[locale].region, customerId, initial);

  function toggle() {
    if (change.isPending) return;
    const next = !subscribed;
    change.mutate(next, {
      onSuccess: () => toast.success(next ? "account.newsletter.doneOn" : "account.newsletter.doneOff"),
      onError: toast.failure,
    });
  }

  return (
    <div className="flex flex-col gap-5 rounded-lg border border-line p-5 sm:flex-row sm:items-center sm:justify-between">
      <div aria-live="polite">
        <p className="font-semibold">
          {subscribed ? t("account.newsletter.subscribed") : t("account.newsletter.unsubscribed")}
        </p>
        {since && (
          <p className="mt-1 text-sm text-muted">
            {t("account.newsletter.since", { date: formatShortDate(since, locale) })}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={toggle}
        disabled={change.isPending}
        aria-busy={change.isPending || undefined}
        className={`h-12 shrink-0 rounded-md px-8 text-sm font-semibold tracking-wide transition disabled:cursor-wait disabled:opacity-70 ${
          subscribed ? "border border-ink hover:bg-cream" : "bg-ink text-white hover:bg-navy"
        }`}
      >
        {subscribed ? t("account.newsletter.unsubscribe") : t("account.newsletter.subscribe")}
      </button>
    </div>
  );
}
