"use client";
import { useT } from "@/lib/i18n/client";
import type { ReactNode } from "react";
import type { CustomerAddress } from "@/lib/commerce/address-types";
import type { ReturnableOrder } from "@/lib/commerce/return-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatCalendarDate } from "@/lib/i18n/format";
import { ShippingAddressLines } from "@/features/address";
import type { FlowDraft, FlowStep } from "../flow-steps";
import { chosenLines, refundEstimate } from "../selection";
import { RefundNotes } from "./refund-notes";
import { ReturnPieces } from "./return-pieces";

type Props = {
  locale: Locale;
  order: ReturnableOrder;
  draft: FlowDraft;
  address: CustomerAddress | undefined;
  onEdit: (step: FlowStep) => void;
};

/** Step 4: everything she chose, each part with a way back to change it, the refund estimate and how the refund reaches her. */
export function ReviewStep({ locale, order, draft, address, onEdit }: Props) {
  const { t } = useT();
  const { region, lang } = LOCALES[locale];
  const pieces = chosenLines(order, draft.selection).map(({ line, quantity }) => ({
    ...line,
    key: line.order_line_id,
    quantity,
    total: line.price * quantity,
  }));

  function part(step: FlowStep, title: string, body: ReactNode) {
    return (
      <div className="py-4 first:pt-0">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="font-semibold">{title}</dt>
          <button
            type="button"
            onClick={() => onEdit(step)}
            aria-label={t("returns.flow.review.editLabel", { part: title })}
            className="text-sm font-semibold underline underline-offset-4 hover:text-navy"
          >
            {t("returns.flow.review.edit")}
          </button>
        </div>
        <dd className="mt-2 text-sm">{body}</dd>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <dl className="divide-y divide-line">
        {part(
          "pieces",
          t("returns.flow.review.pieces"),
          <ReturnPieces pieces={pieces} currency={order.currency} locale={locale} t={t} />,
        )}
        {part(
          "reason",
          t("returns.flow.review.reason"),
          <>
            <p>{draft.reason && t(`returns.reasons.${draft.reason}`)}</p>
            {draft.comment.trim() && (
              <p dir="auto" className="mt-1 whitespace-pre-line text-muted">
                {draft.comment.trim()}
              </p>
            )}
          </>,
        )}
        {part(
          "collection",
          t("returns.flow.review.address"),
          address && <ShippingAddressLines address={address} region={region} lang={lang} />,
        )}
        {part(
          "collection",
          t("returns.flow.review.date"),
          draft.date && <time dateTime={draft.date}>{formatCalendarDate(draft.date, locale)}</time>,
        )}
      </dl>
      <div className="rounded-lg bg-cream p-5">
        <p className="flex items-baseline justify-between gap-4 text-base font-semibold">
          <span>{t("returns.flow.review.estimate")}</span>
          <span>
            {formatMoney({ value: refundEstimate(order, draft.selection), currencyCode: order.currency }, locale)}
          </span>
        </p>
        <p className="mt-1 text-xs text-muted">{t("returns.flow.review.estimateNote")}</p>
        <h4 className="mt-4 text-sm font-semibold">{t("returns.flow.review.refund")}</h4>
        <div className="mt-1">
          <RefundNotes paymentMethod={order.payment_method} t={t} />
        </div>
      </div>
      <p className="text-sm text-muted">{t("returns.flow.review.condition")}</p>
    </div>
  );
}
