"use client";
import { useT } from "@/lib/i18n/client";
import type { CustomerAddress } from "@/lib/commerce/address-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { addressLines } from "@/features/address";

type Props = {
  address: CustomerAddress;
  locale: Locale;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
};

const actionClass = "text-sm font-semibold underline underline-offset-4 hover:text-navy disabled:opacity-50";

/** One address of the book as a label, with its actions (accessible names say which address). */
export function AddressCard({ address, locale, busy, onEdit, onDelete, onSetDefault }: Props) {
  const { t } = useT();
  const { region, lang } = LOCALES[locale];
  const label = addressLines(address, region, lang);
  const names = { name: `${address.first_name} ${address.last_name}`, street: address.street };
  return (
    <li className={`flex flex-col rounded-lg border p-5 ${address.is_default ? "border-ink" : "border-line"}`}>
      {address.is_default && (
        <p className="mb-2 text-xs font-semibold tracking-wide text-teal uppercase">{t("account.addresses.default")}</p>
      )}
      <address className="flex-1 text-sm leading-relaxed not-italic">
        {label.lines.map((line, i) => (
          <span key={i} className={i === 0 ? "block font-semibold" : "block"}>
            {line}
          </span>
        ))}
        <span className="block">
          <bdi dir="ltr">{label.phone}</bdi>
        </span>
      </address>
      <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={t("account.addresses.editLabel", names)}
          className={actionClass}
        >
          {t("account.addresses.edit")}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={t("account.addresses.deleteLabel", names)}
          className={actionClass}
        >
          {t("account.addresses.delete")}
        </button>
        {!address.is_default && (
          <button
            type="button"
            onClick={onSetDefault}
            disabled={busy}
            aria-label={t("account.addresses.setDefaultLabel", names)}
            className={actionClass}
          >
            {t("account.addresses.setDefault")}
          </button>
        )}
      </div>
    </li>
  );
}
