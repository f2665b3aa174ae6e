import clsx from "clsx";
import type { TFunction } from "i18next";
import { CheckIcon } from "@/components/ui/icons";
import type { ReturnEvent, ReturnStatus } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatShortDate } from "@/lib/i18n/format";
import { returnTimeline, type TimelineStep } from "../timeline";

const dotClass = (step: TimelineStep) => {
  if (step.state === "upcoming") return "border-2 border-line bg-white";
  if (step.status === "refunded") return "bg-teal text-white ring-4 ring-teal/15";
  if (step.status === "refused") return "bg-sale text-white";
  if (step.status === "cancelled") return "bg-muted text-white";
  return step.state === "current" ? "bg-ink text-white ring-4 ring-ink/10" : "bg-teal text-white";
};

/** The return's way so far and ahead: reached statuses with their dates, future ones greyed, a refusal or cancellation as the end. */
export function ReturnTimeline({
  status,
  events,
  locale,
  t,
}: {
  status: ReturnStatus;
  events: ReturnEvent[];
  locale: Locale;
  t: TFunction;
}) {
  const steps = returnTimeline(status, events);
  return (
    <ol data-testid="return-timeline" aria-label={t("returns.detail.timeline")} className="relative">
      {steps.map((step, i) => (
        <li
          key={step.status}
          aria-current={step.state === "current" ? "step" : undefined}
          className="relative flex gap-4 pb-6 last:pb-0"
        >
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={clsx(
                "absolute start-3 top-7 bottom-1 w-0.5 -translate-x-1/2 rtl:translate-x-1/2",
                step.state === "done" ? "bg-teal" : "bg-line",
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={clsx("relative grid size-6 shrink-0 place-items-center rounded-full", dotClass(step))}
          >
            {(step.state === "done" || (step.status === "refunded" && step.state === "current")) && (
              <CheckIcon className="size-3.5" />
            )}
          </span>
          <div className="min-w-0 text-sm">
            <p
              className={clsx(
                step.state === "upcoming" ? "text-muted" : "font-semibold",
                step.state === "current" && "text-ink",
              )}
            >
              {t(`returns.statuses.${step.status}`)}
            </p>
            <p className="text-xs text-muted">
              {step.at ? (
                <time dateTime={step.at}>{formatShortDate(step.at, locale)}</time>
              ) : step.state === "upcoming" ? (
                t("returns.detail.upcoming")
              ) : (
                t("returns.detail.reached")
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
