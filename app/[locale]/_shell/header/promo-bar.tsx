"use client";
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
  const { parts } = useCountdown(promo.countdownTo);
  if (hidden) return null;
  const units = parts
    ? ([
        ["days", parts.days],
        ["hours", parts.hours],
        ["minutes", parts.minutes],
        ["seconds", parts.seconds],
      ] as const)
    : null;

  return (
    <div style={{ backgroundColor: promo.backgroundColor, color: promo.textColor }} className="relative text-sm" data-testid="promo-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-10 py-2 text-center">
        <SoftLink href={promo.url} className="font-medium underline-offset-4 hover:underline">
          {promo.message}
        </SoftLink>
        {units && (
          <div role="timer" aria-label={`${promo.countdownMessage || t("promo.countdown")}`} className="flex items-center gap-2">
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
      <button type="button" onClick={hide} aria-label={t("promo.dismiss")} className="absolute end-2 top-1/2 -translate-y-1/2 rounded p-1 opacity-80 hover:opacity-100">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
