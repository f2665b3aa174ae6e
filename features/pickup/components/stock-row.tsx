"use client";
import type { ReactNode } from "react";
import { useT } from "@/lib/i18n/client";

/** The first row of the product page's "Collect in store" line: what it says, and its button once the stock is known. */
export function StockRow({ summary, action }: { summary: ReactNode; action?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* Said when it changes (a size picked), but not a second status beside the stock line's. */}
      <p aria-live="polite" className="min-w-0">
        <span className="font-semibold">{t("pickup.title")}: </span>
        {summary}
      </p>
      {action}
    </div>
  );
}
