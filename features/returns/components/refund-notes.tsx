import type { TFunction } from "i18next";
import { refundNotes } from "../refund";

/** What she is told about her refund for the order's way of payment (`returns.refund.*`). */
export function RefundNotes({ paymentMethod, t }: { paymentMethod: string; t: TFunction }) {
  return (
    <ul className="space-y-1.5 text-sm text-muted">
      {refundNotes(paymentMethod).map((note) => (
        <li key={note}>{t(`returns.refund.${note}`)}</li>
      ))}
    </ul>
  );
}
