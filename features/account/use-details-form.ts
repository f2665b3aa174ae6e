"use client";
import { useT } from "@/lib/i18n/client";
import { useMemo, useState } from "react";
import { localDigits } from "@/lib/i18n/digits";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import {
  checkDetails,
  DETAILS_FIELDS,
  type DetailsError,
  type DetailsField,
  type DetailsValues,
} from "./details-rules";

export const detailsFieldId = (field: DetailsField) => `details-${field}`;

/**
 * The my-details form's values and errors. A field shows its error once the shopper has left it
 * (or tried to save), never while typing it the first time; messages are translated.
 */
export function useDetailsForm(locale: Locale, initial: DetailsValues) {
  const { t } = useT();
  const { region } = LOCALES[locale];
  const [values, setValues] = useState<DetailsValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<DetailsField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => checkDetails(values, region), [values, region]);

  const message = (error: DetailsError | undefined) =>
    error
      ? t(
          `account.details.errors.${error.key}`,
          error.count === undefined ? {} : { n: localDigits(error.count, locale) },
        )
      : undefined;

  function bind(field: DetailsField) {
    const shown = submitted || touched.has(field);
    return {
      id: detailsFieldId(field),
      name: field,
      value: values[field],
      error: shown ? message(errors[field]) : undefined,
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
      onBlur: () => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    };
  }

  /** Marks every field checked; answers the first invalid one (to focus), or null when all pass. */
  function validateAll(): DetailsField | null {
    setSubmitted(true);
    return DETAILS_FIELDS.find((f) => errors[f]) ?? null;
  }

  return { values, bind, validateAll, region, formatDigits: (n: number) => localDigits(n, locale) };
}
