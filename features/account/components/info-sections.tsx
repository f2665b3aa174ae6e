import type { TFunction } from "i18next";
import Link from "next/link";
import type { Locale } from "@/lib/i18n/locales";
import { helpCentrePath } from "../sections";
import type { SavedInstruments } from "../types";

/** My returns when she has none: where her returns will be listed, and the policy. */
export function NoReturns({ locale, t }: { locale: Locale; t: TFunction }) {
  return (
    <div className="rounded-lg bg-cream p-6">
      <p className="font-semibold">{t("account.returns.empty")}</p>
      <p className="mt-2 text-sm text-muted">{t("account.returns.text")}</p>
      <Link
        href={helpCentrePath(locale)}
        className="mt-4 inline-block text-sm font-medium underline underline-offset-4"
      >
        {t("account.returns.policy")}
      </Link>
    </div>
  );
}

/** Payment methods: the saved instruments (none: the embedded store keeps no cards without a payment provider). */
export function PaymentMethods({ saved, t }: { saved: SavedInstruments; t: TFunction }) {
  if (saved.instruments.length > 0) {
    return (
      <ul className="space-y-3">
        {saved.instruments.map((card) => (
          <li key={card.token} className="rounded-lg border border-line p-4 text-sm">
            <bdi dir="ltr">
              {card.brand} •••• {card.last4} {String(card.expiry_month).padStart(2, "0")}/{card.expiry_year}
            </bdi>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rounded-lg bg-cream p-6">
      <p className="font-semibold">{t("account.payments.empty")}</p>
      <p className="mt-2 text-sm text-muted">{t("account.payments.text")}</p>
    </div>
  );
}

const QUESTIONS = ["delivery", "cod", "status"] as const;

/** Help with orders: a short FAQ (delivery, cash on delivery, order status) and the help centre. */
export function HelpWithOrders({ locale, t }: { locale: Locale; t: TFunction }) {
  return (
    <div>
      <div className="divide-y divide-line border-b border-line">
        {QUESTIONS.map((q) => (
          <details key={q} className="group py-4">
            <summary className="cursor-pointer list-none font-medium marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {t(`account.helpOrder.${q}Q`)}
                <span aria-hidden className="text-2xl leading-none transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-sm text-muted">{t(`account.helpOrder.${q}A`)}</p>
          </details>
        ))}
      </div>
      <Link
        href={helpCentrePath(locale)}
        className="mt-6 inline-block text-sm font-semibold underline underline-offset-4"
      >
        {t("account.helpOrder.more")}
      </Link>
    </div>
  );
}
