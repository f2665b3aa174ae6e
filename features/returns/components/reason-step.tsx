"use client";
import { useT } from "@/lib/i18n/client";
import { FAULTY_REASON, RETURN_REASONS, type ReturnReason } from "@/lib/commerce/return-types";
import type { Locale } from "@/lib/i18n/locales";
import { formatCount } from "@/lib/i18n/format";
import { COMMENT_MAX, type FlowDraft } from "../flow-steps";

type Props = { locale: Locale; draft: FlowDraft; onChange: (patch: Partial<FlowDraft>) => void };

/** Step 2: one of the nine return reasons (lib/commerce/return-types.ts), and an optional comment. */
export function ReasonStep({ locale, draft, onChange }: Props) {
  const { t } = useT();
  const left = COMMENT_MAX - draft.comment.length;
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium">{t("returns.flow.reason.legend")}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {RETURN_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-line p-3 text-sm has-checked:border-ink has-checked:bg-cream"
            >
              <input
                type="radio"
                name="return-reason"
                value={reason}
                checked={draft.reason === reason}
                onChange={() => onChange({ reason: reason as ReturnReason })}
                className="size-5 shrink-0 accent-ink"
              />
              {t(`returns.reasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="rounded-md bg-cream p-3 text-sm text-muted">
        {draft.reason === FAULTY_REASON ? t("returns.flow.reason.faulty") : t("returns.flow.reason.noExchange")}
      </p>
      <div>
        <label htmlFor="return-comment" className="mb-1.5 block text-sm font-medium">
          {t("returns.flow.reason.comment")}
        </label>
        <textarea
          id="return-comment"
          value={draft.comment}
          maxLength={COMMENT_MAX}
          rows={4}
          onChange={(e) => onChange({ comment: e.target.value })}
          aria-describedby="return-comment-hint"
          className="block w-full rounded-md border border-line bg-white p-3 text-base outline-none focus:border-ink focus:ring-1 focus:ring-ink"
        />
        <p id="return-comment-hint" className="mt-1 text-xs text-muted">
          {t("returns.flow.reason.commentLeft", { n: formatCount(left, locale) })}
        </p>
      </div>
    </div>
  );
}
