"use client";
import { useT } from "@/lib/i18n/client";
import { useMemo, useState } from "react";
import type { AddressInput } from "@/lib/commerce/address-types";
import { localDigits } from "@/lib/i18n/digits";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { ADDRESS_FIELDS, checkField, type AddressField, type CheckoutField, type FieldError } from "@/features/address";

const EMPTY: AddressInput = {
  first_name: "",
  last_name: "",
  street: "",
  city: "",
  governorate: "",
  postal_code: "",
  phone: "",
};

/**
 * An address-book form: the checkout's fields and rules (features/address/rules.ts, which the
 * address routes run too) and its translated messages; ids carry a prefix, since the add form
 * and an edit form may be on the page together.
 */
export function useAddressForm(locale: Locale, idPrefix: string, initial?: AddressInput) {
  const { t } = useT();
  const { region } = LOCALES[locale];
  const [values, setValues] = useState<AddressInput>(initial ?? EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => {
    const found: Partial<Record<AddressField, FieldError>> = {};
    for (const field of ADDRESS_FIELDS) {
      const error = checkField(field, values[field], region);
      if (error) found[field] = error;
    }
    return found;
  }, [values, region]);

  const message = (error: FieldError | undefined) =>
    error
      ? t(`checkout.errors.${error.key}`, error.count === undefined ? {} : { n: localDigits(error.count, locale) })
      : undefined;
  const fieldId = (field: CheckoutField) => `${idPrefix}-${field.replace("_", "-")}`;

  /** The props AddressFields binds to each control (it never asks for email). */
  function bind(field: CheckoutField) {
    const key = field as AddressField;
    return {
      id: fieldId(field),
      name: field,
      value: values[key] ?? "",
      error: submitted || touched.has(key) ? message(errors[key]) : undefined,
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
      onBlur: () => setTouched((s) => (s.has(key) || !values[key] ? s : new Set(s).add(key))),
    };
  }

  function validateAll(): AddressField | null {
    setSubmitted(true);
    return ADDRESS_FIELDS.find((f) => errors[f]) ?? null;
  }

  return { values, bind, validateAll, fieldId, region, formatDigits: (n: number) => localDigits(n, locale) };
}
