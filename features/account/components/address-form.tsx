"use client";
import { useT } from "@/lib/i18n/client";
import { useId, useState, type FormEvent } from "react";
import type { AddressInput } from "@/lib/commerce/address-types";
import type { Locale } from "@/lib/i18n/locales";
import { AddressFields } from "@/features/address/client";
import { useAddressForm } from "../use-address-form";
import { useAccountToast } from "../use-account-toast";

type Props = {
  locale: Locale;
  title: string;
  governorates: { value: string; label: string }[];
  initial?: AddressInput;
  /** Shown for a new address or one that is not the default yet. */
  offerDefault: boolean;
  pending: boolean;
  onSave: (payload: AddressInput, setDefault: boolean) => void;
  onCancel: () => void;
};

/** Add or edit an address: the checkout's fields, the country's rules, and "use as default". */
export function AddressForm({ locale, title, governorates, initial, offerDefault, pending, onSave, onCancel }: Props) {
  const { t } = useT();
  const toast = useAccountToast();
  const prefix = useId().replace(/:/g, "");
  const form = useAddressForm(locale, `address-${prefix}`, initial);
  const [makeDefault, setMakeDefault] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const invalid = form.validateAll();
    if (invalid) {
      toast.error("account.details.errors.summary");
      document.getElementById(form.fieldId(invalid))?.focus();
      return;
    }
    onSave(form.values, makeDefault);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      aria-label={title}
      className="rounded-lg border border-line p-5 sm:p-6"
    >
      <h3 className="mb-5 text-lg font-semibold">{title}</h3>
      <fieldset disabled={pending}>
        <legend className="sr-only">{title}</legend>
        <AddressFields
          region={form.region}
          bind={form.bind}
          governorates={governorates}
          formatDigits={form.formatDigits}
        />
        {offerDefault && (
          <label className="mt-5 flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              checked={makeDefault}
              onChange={(e) => setMakeDefault(e.target.checked)}
              className="size-5 accent-ink"
            />
            {t("account.addresses.useAsDefault")}
          </label>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            className="h-12 rounded-md bg-ink px-8 text-sm font-semibold tracking-wide text-white hover:bg-navy disabled:cursor-wait disabled:bg-navy/80"
          >
            {pending ? t("account.addresses.saving") : t("account.addresses.save")}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="h-12 rounded-md border border-ink px-8 text-sm font-semibold tracking-wide hover:bg-cream"
          >
            {t("account.addresses.cancel")}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
