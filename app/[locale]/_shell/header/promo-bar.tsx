"use client";
import clsx from "clsx";
import { useState } from "react";
import { SoftLink } from "@/components/ui/soft-link";
import { useT } from "@/lib/i18n/client";
import type { PromoBar as PromoBarContent } from "@/lib/content/types";
import { usePromoBar } from "@/features/shell/use-banner";
import { useCountdown } from "@/features/shell/use-countdown";
import { CloseIcon } from "@/components/ui/icons";

/** Promo bar with an optional countdown that hides at zero; dismissal lasts the session. */
export function PromoBar({ promo }: { promo: PromoBarContent }) {
  const { t } = useT();
  const { hidden, hide } = usePromoBar();
  const { parts, status } = useCountdown(promo.countdownTo);
  // The clock of the render that drew the page (the server's, then the same test on hydration).
  const [drawnAt] = useState(() => Date.now());
  if (hidden) return null;
  // The server does not know the shopper's clock, so the timer is counted only once the page runs.
  // Until then it holds its place, invisible: drawn late it would push the centred message aside,
  // and on a phone wrap to a second line and push the whole page down.
  const pending = parts === null && status === "stopped" && Date.parse(promo.countdownTo ?? "") > drawnAt;
  const shown = parts ?? (pending ? { days: 0, hours: 0, minutes: 0, seconds: 0 } : null);
  const units = shown
    ? ([
        ["days", shown.days],
        ["hours", shown.hours],
        ["minutes", shown.minutes],
        ["seconds", shown.seconds],
      ] as const)
    : null;

  return (
    <div
      style={{ backgroundColor: promo.backgroundColor, color: promo.textColor }}
      className="relative text-sm"
      data-testid="promo-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-10 py-2 text-center">
        <SoftLink href={promo.url} className="font-medium underline-offset-4 hover:underline">
          {promo.message}
        </SoftLink>
        {units && (
          <div
            role="timer"
            aria-label={`${promo.countdownMessage || t("promo.countdown")}`}
            className={clsx("flex items-center gap-2", pending && "invisible")}
          >
            <span className="hidden sm:inline">{promo.countdownMessage || t("promo.countdown")}</span>
            {units.map(([unit, value]) => (
              <span key={unit} className="flex items-baseline gap-0.5 tabular-nums">
                <span className="font-semibold">{String(value).padStart(2, "0")}</span>
                <span className="text-xs opacity-80">{t(`promo.${unit}`)}</span>
              </span>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={hide}
        aria-label={t("promo.dismiss")}
        className="absolute end-2 top-1/2 -translate-y-1/2 rounded p-1 opacity-80 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
