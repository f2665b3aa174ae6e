"use client";
import { useT } from "@/lib/i18n/client";
import type { ReturnableOrder } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatCalendarDate } from "@/lib/i18n/format";
import type { FlowDraft } from "../flow-steps";
import { lineBlock, pruneSelection, selectLine, setLineQuantity } from "../selection";
import { ReturnLineChoice } from "./return-line-choice";

type Props = {
  locale: Locale;
  order: ReturnableOrder;
  draft: FlowDraft;
  refusedLines: number[];
  onChange: (patch: Partial<FlowDraft>) => void;
};

/** Step 1: the order's lines, each to tick (with a quantity and, when pierced, the seal), or greyed with why not. */
export function PiecesStep({ locale, order, draft, refusedLines, onChange }: Props) {
  const { t } = useT();
  // What is chosen against the order as it is now: after a refresh a line may have become blocked.
  const chosen = pruneSelection(order, draft.selection);
  const setSeal = (lineId: number, confirmed: boolean) =>
    onChange({
      seals: confirmed
        ? [...draft.seals.filter((id) => id !== lineId), lineId]
        : draft.seals.filter((id) => id !== lineId),
    });
  return (
    <fieldset>
      <legend className="text-sm text-muted">
        {order.last_day
          ? t("returns.flow.pieces.intro", { date: formatCalendarDate(order.last_day, locale) })
          : t("returns.flow.pieces.introNoDate")}
      </legend>
      <ul className="mt-4 space-y-3">
        {order.lines.map((line) => (
          <ReturnLineChoice
            key={line.order_line_id}
            line={line}
            currency={order.currency}
            locale={locale}
            windowDays={order.window_days}
            block={lineBlock(order, line)}
            chosen={chosen[line.order_line_id]}
            sealConfirmed={draft.seals.includes(line.order_line_id)}
            refused={refusedLines.includes(line.order_line_id)}
            onChoose={(checked) =>
              onChange({ selection: selectLine(order, draft.selection, line.order_line_id, checked) })
            }
            onQuantity={(quantity) =>
              onChange({ selection: setLineQuantity(order, draft.selection, line.order_line_id, quantity) })
            }
            onSeal={(confirmed) => setSeal(line.order_line_id, confirmed)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
