"use client";
import { useT } from "@/lib/i18n/client";
import type { FormEvent } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { REGIONS } from "@/lib/i18n/regions";
import { describedBy, FieldFrame, inputClass, TextField } from "@/components/ui/text-field";
import { FIELD_MAX_LENGTH } from "@/features/address";
import { latestToday, NAME_MAX_LENGTH, TITLES, type DetailsValues } from "../details-rules";
import { detailsFieldId, useDetailsForm } from "../use-details-form";
import { useAccountToast } from "../use-account-toast";
import { useSaveDetails } from "../use-save-details";

type Props = { locale: Locale; customerId: number; email: string; initial: DetailsValues };

/**
 * My details: title, names, mobile (the country's code shown, its length rule), date of birth
 * and anniversary. Errors show inline and as a translated toast; saving goes through the
 * update-customer and update-attribute-values routes.
 */
export function MyDetailsForm({ locale, customerId, email, initial }: Props) {
  const { t } = useT();
  const form = useDetailsForm(locale, initial);
  const save = useSaveDetails(form.region, customerId);
  const toast = useAccountToast();
  const { phoneCode, phoneLength } = REGIONS[form.region];
  const title = form.bind("title");
  const { error: phoneError, ...phone } = form.bind("phone");
  const phoneHint = t("account.details.phoneHint", { n: form.formatDigits(phoneLength) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = form.validateAll();
    if (invalid) {
      toast.error("account.details.errors.summary");
      document.getElementById(detailsFieldId(invalid))?.focus();
      return;
    }
    save.mutate(form.values, { onSuccess: () => toast.success("account.details.saved"), onError: toast.failure });
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={save.isPending} className="max-w-2xl">
      <fieldset disabled={save.isPending} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t("account.sections.my-details")}</legend>
        <FieldFrame id={title.id} label={t("account.details.title")} className="sm:col-span-2 sm:max-w-[50%] sm:pe-2.5">
          <select
            id={title.id}
            name={title.name}
            value={title.value}
            onChange={title.onChange}
            onBlur={title.onBlur}
            autoComplete="honorific-prefix"
            className={inputClass(false)}
          >
            <option value="">{t("account.details.titleNone")}</option>
            {TITLES.map((value) => (
              <option key={value} value={value}>
                {t(`account.details.titles.${value}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <TextField
          {...form.bind("firstName")}
          label={t("account.details.firstName")}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
        />
        <TextField
          {...form.bind("lastName")}
          label={t("account.details.lastName")}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
        />
        <div className="sm:col-span-2">
          <p className="text-sm font-medium">{t("account.details.email")}</p>
          <p className="mt-1.5">
            <bdi dir="ltr">{email}</bdi>
          </p>
          <p className="mt-1 text-xs text-muted">{t("account.details.emailHint")}</p>
        </div>
        <FieldFrame
          id={phone.id}
          label={t("account.details.phone")}
          hint={phoneHint}
          error={phoneError}
          className="sm:col-span-2"
        >
          {/* A phone number reads left to right in Arabic too: the country code stays before it. */}
          <div dir="ltr" className="flex sm:max-w-[50%]">
            <span
              id={`${phone.id}-prefix`}
              className="flex h-12 shrink-0 items-center rounded-s-md border border-e-0 border-line bg-cream px-3 text-base text-muted"
            >
              <span className="sr-only">{t("account.details.countryCode")} </span>
              {phoneCode}
            </span>
            <input
              {...phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={FIELD_MAX_LENGTH.phone}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={describedBy(phone.id, { hint: phoneHint, error: phoneError }, `${phone.id}-prefix`)}
              className={`${inputClass(Boolean(phoneError))} rounded-s-none`}
            />
          </div>
        </FieldFrame>
        <TextField
          {...form.bind("dateOfBirth")}
          type="date"
          max={latestToday()}
          min="1900-01-01"
          label={t("account.details.dateOfBirth")}
          autoComplete="bday"
        />
        <TextField
          {...form.bind("anniversary")}
          type="date"
          min="1900-01-01"
          label={t("account.details.anniversary")}
        />
        <p className="-mt-3 text-xs text-muted sm:col-span-2">{t("account.details.datesHint")}</p>
      </fieldset>
      <button
        type="submit"
        disabled={save.isPending}
        className="mt-8 flex h-12 items-center justify-center gap-3 rounded-md bg-ink px-8 text-sm font-semibold tracking-wide text-white transition hover:bg-navy disabled:cursor-wait disabled:bg-navy/80"
      >
        {save.isPending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {save.isPending ? t("account.details.saving") : t("account.details.save")}
      </button>
    </form>
  );
}
