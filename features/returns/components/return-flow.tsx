"use client";
import { useT } from "@/lib/i18n/client";
import { useEffect, useRef } from "react";
import type { AddressInput, CustomerAddress } from "@/lib/commerce/address-types";
import type { ShippingAddress } from "@/lib/commerce/cart-types";
import type { ReturnableOrder } from "@/lib/commerce/return-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/money";
import { formatCount } from "@/lib/i18n/format";
import { useAccountToast, useAddressBook } from "@/features/account/client";
import { canOpenStep, collectionAddresses, COMMENT_MAX, FLOW_STEPS } from "../flow-steps";
import { pieceCount, refundEstimate } from "../selection";
import { useReturnFlow } from "../use-return-flow";
import { CollectionStep } from "./collection-step";
import { FlowStepper } from "./flow-stepper";
import { PiecesStep } from "./pieces-step";
import { ReasonStep } from "./reason-step";
import { ReturnConfirmation } from "./return-confirmation";
import { ReviewStep } from "./review-step";

type Props = {
  locale: Locale;
  order: ReturnableOrder;
  initialAddresses: CustomerAddress[];
  /** Where the order was delivered: offered for collection too. */
  deliveryAddress: ShippingAddress | null;
  governorates: { value: string; label: string }[];
};

const primary =
  "inline-flex h-12 items-center justify-center gap-3 rounded-md bg-ink px-8 text-sm font-semibold tracking-wide text-white hover:bg-navy disabled:cursor-wait disabled:bg-navy/80";
const secondary =
  "inline-flex h-12 items-center justify-center rounded-md border border-ink px-8 text-sm font-semibold tracking-wide hover:bg-cream";

/**
 * The return flow of one delivered order (ADR 0014): pieces and quantities, a reason, courier
 * collection, review, submit; then the confirmation. Each step change moves focus to the step's
 * heading and is announced; nothing she entered is lost going back or after a refused submit.
 */
export function ReturnFlow({ locale, order, initialAddresses, deliveryAddress, governorates }: Props) {
  const { t } = useT();
  const accountToast = useAccountToast();
  const book = useAddressBook(LOCALES[locale].region, initialAddresses);
  const addresses = collectionAddresses(book.addresses, deliveryAddress);
  const flow = useReturnFlow(locale, order, addresses);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(flow.step);
  const total = FLOW_STEPS.length;
  const stepNumber = formatCount(flow.index + 1, locale);
  const stepTitle = t(`returns.flow.headings.${flow.step}`);

  // Focus follows a step change (not the first render: the page's own focus stays where it is).
  useEffect(() => {
    if (shownStep.current === flow.step) return;
    shownStep.current = flow.step;
    heading.current?.focus();
  }, [flow.step]);

  if (flow.created) return <ReturnConfirmation request={flow.created} locale={locale} />;

  const addAddress = (payload: AddressInput, setDefault: boolean) =>
    book.add.mutateAsync({ payload, ...(setDefault && { setDefault }) }).catch((error: unknown) => {
      accountToast.failure(error);
      throw error;
    });
  const pieces = pieceCount(order, flow.draft.selection);
  const isReview = flow.step === "review";

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t("returns.flow.intro")}</p>
      <FlowStepper
        locale={locale}
        current={flow.step}
        canOpen={(s) => canOpenStep(s, flow.draft, order, flow.addressIds)}
        onOpen={flow.open}
      />
      <p aria-live="polite" className="sr-only">
        {t("returns.flow.announce", { step: stepNumber, total: formatCount(total, locale), title: stepTitle })}
      </p>
      <section aria-labelledby="return-step-title" aria-busy={flow.pending}>
        <h3 id="return-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          <span className="block text-xs font-medium tracking-wide text-muted uppercase">
            {t("returns.flow.stepOf", { step: stepNumber, total: formatCount(total, locale) })}
          </span>
          {stepTitle}
        </h3>
        <div className="mt-4">
          {flow.step === "pieces" && (
            <PiecesStep
              locale={locale}
              order={order}
              draft={flow.draft}
              refusedLines={flow.refusedLines}
              onChange={flow.update}
            />
          )}
          {flow.step === "reason" && <ReasonStep locale={locale} draft={flow.draft} onChange={flow.update} />}
          {flow.step === "collection" && (
            <CollectionStep
              locale={locale}
              order={order}
              draft={flow.draft}
              onChange={flow.update}
              addresses={addresses}
              governorates={governorates}
              adding={book.add.isPending}
              onAdd={addAddress}
            />
          )}
          {isReview && (
            <ReviewStep
              locale={locale}
              order={order}
              draft={flow.draft}
              address={addresses.find((a) => a.id === flow.draft.addressId)}
              onEdit={flow.open}
            />
          )}
        </div>
      </section>

      <div role="alert" className="rounded-md bg-sale/10 px-4 py-3 text-sm font-medium text-sale empty:hidden">
        {flow.problem
          ? t(flow.problem, { days: formatCount(order.window_days, locale), n: formatCount(COMMENT_MAX, locale) })
          : ""}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        {flow.index > 0 ? (
          <button type="button" onClick={flow.back} disabled={flow.pending} className={secondary}>
            {t("returns.flow.previous")}
          </button>
        ) : (
          <span />
        )}
        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          {pieces > 0 && !isReview && (
            <p className="text-center text-sm text-muted sm:text-end">
              {t("returns.flow.summary", {
                count: pieces,
                n: formatCount(pieces, locale),
                amount: formatMoney(
                  { value: refundEstimate(order, flow.draft.selection), currencyCode: order.currency },
                  locale,
                ),
              })}
            </p>
          )}
          {isReview ? (
            <button
              type="button"
              onClick={flow.submit}
              disabled={flow.pending}
              data-testid="return-submit"
              className={primary}
            >
              {flow.pending && (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              )}
              {flow.pending ? t("returns.flow.review.submitting") : t("returns.flow.review.submit")}
            </button>
          ) : (
            <button type="button" onClick={flow.next} className={primary}>
              {t("returns.flow.next")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
