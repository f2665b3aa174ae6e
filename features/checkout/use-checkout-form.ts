"use client";
import { useT } from "@/lib/i18n/client";
import { useMemo, useState } from "react";
import type { Locale, RegionCode } from "@/lib/i18n/locales";
import { localDigits } from "@/lib/i18n/digits";
import { LOCALES } from "@/lib/i18n/locales";
import type { FulfilmentMethod } from "@/lib/commerce/pickup-types";
import { COLLECTOR_FIELDS } from "./collector-fields";
import {
  CHECKOUT_FIELDS,
  checkForm,
  type CheckoutField,
  type CheckoutValues,
  type FieldError,
} from "@/features/address";

const EMPTY = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, ""])) as CheckoutValues;

export const fieldId = (field: CheckoutField) => `checkout-${field.replace("_", "-")}`;

/**
 * The checkout form's values and their errors. A field shows its error once the shopper has
 * left it (or tried to place the order), never while they are still typing it the first time.
 */
export function useCheckoutForm(locale: Locale, method: FulfilmentMethod = "delivery") {
  const { t } = useT();
  const region: RegionCode = LOCALES[locale].region;
  const [values, setValues] = useState<CheckoutValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // An order to collect asks only the e-mail and who collects it: the address fields are not checked.
  const errors = useMemo(() => {
    const all = checkForm(values, region);
    return method === "pickup"
      ? Object.fromEntries(
          Object.entries(all).filter(([field]) => field === "email" || COLLECTOR_FIELDS.includes(field as never)),
        )
      : all;
  }, [values, region, method]) as ReturnType<typeof checkForm>;

  const message = (error: FieldError | undefined) =>
    error
      ? t(`checkout.errors.${error.key}`, error.count === undefined ? {} : { n: localDigits(error.count, locale) })
      : undefined;

  /** Props of one field's control (id, value, handlers) and its translated error. */
  function bind(field: CheckoutField) {
    const shown = submitted || touched.has(field);
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      error: shown ? message(errors[field]) : undefined,
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
      onBlur: () => setTouched((s) => (s.has(field) || !values[field] ? s : new Set(s).add(field))),
    };
  }

  /** Marks every field checked; answers the first invalid one (to focus), or null when all pass. */
  function validateAll(): CheckoutField | null {
    setSubmitted(true);
    return CHECKOUT_FIELDS.find((f) => errors[f]) ?? null;
  }

  const errorCount = submitted ? Object.keys(errors).length : 0;
  return { values, bind, validateAll, errorCount, region, formatDigits: (n: number) => localDigits(n, locale) };
}
