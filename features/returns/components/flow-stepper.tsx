"use client";
import clsx from "clsx";
import { useT } from "@/lib/i18n/client";
import { CheckIcon } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locales";
import { formatCount } from "@/lib/i18n/format";
import { FLOW_STEPS, type FlowStep } from "../flow-steps";

type Props = {
  locale: Locale;
  current: FlowStep;
  canOpen: (step: FlowStep) => boolean;
  onOpen: (step: FlowStep) => void;
};

/** The four steps as a list: done ones can be reopened, the current one is marked for screen readers. */
export function FlowStepper({ locale, current, canOpen, onOpen }: Props) {
  const { t } = useT();
  const currentIndex = FLOW_STEPS.indexOf(current);
  return (
    <nav aria-label={t("returns.flow.stepsLabel")}>
      <ol className="grid grid-cols-4 gap-2">
        {FLOW_STEPS.map((step, i) => {
          const done = i < currentIndex;
          const isCurrent = step === current;
          const label = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  "grid size-7 shrink-0 place-items-center rounded-full text-sm font-semibold",
                  isCurrent
                    ? "bg-ink text-white"
                    : done
                      ? "bg-teal text-white"
                      : "border border-line bg-white text-muted",
                )}
              >
                {done ? <CheckIcon className="size-4" /> : formatCount(i + 1, locale)}
              </span>
              <span className="sr-only">
                {t("returns.flow.stepOf", {
                  step: formatCount(i + 1, locale),
                  total: formatCount(FLOW_STEPS.length, locale),
                })}
                :{" "}
              </span>
              <span className={clsx("text-xs sm:text-sm", isCurrent ? "font-semibold text-ink" : "text-muted")}>
                {t(`returns.flow.steps.${step}`)}
              </span>
            </>
          );
          const box = "flex w-full flex-col items-center gap-1.5 border-t-2 pt-3 text-center sm:flex-row sm:text-start";
          return (
            <li key={step} aria-current={isCurrent ? "step" : undefined}>
              {!isCurrent && canOpen(step) ? (
                <button
                  type="button"
                  onClick={() => onOpen(step)}
                  className={clsx(box, done ? "border-teal" : "border-line", "rounded-sm hover:text-ink")}
                >
                  {label}
                </button>
              ) : (
                <div className={clsx(box, isCurrent ? "border-ink" : done ? "border-teal" : "border-line")}>
                  {label}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
