"use client";
import Link from "next/link";
import { useT } from "@/lib/i18n/client";
import { useEffect, useRef } from "react";
import { CheckIcon } from "@/components/ui/icons";
import type { ReturnRequest } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatCalendarDate } from "@/lib/i18n/format";
import { accountPath, returnPagePath } from "@/features/account";

/** After a submit: the return's number, proof of collection, the date, the email on its way, and where to follow it. */
export function ReturnConfirmation({ request, locale }: { request: ReturnRequest; locale: Locale }) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="return-confirmation" className="rounded-lg border border-line p-6 sm:p-8">
      <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-teal text-white">
        <CheckIcon className="size-6" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold outline-none">
        {t("returns.flow.confirmation.title")}
      </h3>
      <p className="mt-2 text-sm">
        {t("returns.flow.confirmation.number")}{" "}
        <bdi dir="ltr" data-testid="return-number" className="font-semibold">
          {request.number}
        </bdi>
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        <li>
          {t("returns.flow.confirmation.collection", { date: formatCalendarDate(request.collection_date, locale) })}
        </li>
        <li className="font-medium">{t("returns.flow.confirmation.keepProof")}</li>
        <li>{t("returns.flow.confirmation.email")}</li>
        {request.under_review && <li className="rounded-md bg-cream p-3">{t("returns.detail.underReview")}</li>}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={returnPagePath(locale, request.id)}
          className="inline-flex h-12 items-center rounded-md bg-ink px-6 text-sm font-semibold tracking-wide text-white hover:bg-navy"
        >
          {t("returns.flow.confirmation.view")}
        </Link>
        <Link
          href={accountPath(locale, "my-returns")}
          className="inline-flex h-12 items-center rounded-md border border-ink px-6 text-sm font-semibold tracking-wide hover:bg-cream"
        >
          {t("returns.flow.confirmation.all")}
        </Link>
      </div>
    </div>
  );
}
