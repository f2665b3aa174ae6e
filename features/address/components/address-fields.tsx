"use client";
import { useT } from "@/lib/i18n/client";
import { REGIONS } from "@/lib/i18n/regions";
import type { RegionCode } from "@/lib/i18n/locales";
import { FIELD_MAX_LENGTH, POSTAL_CODE_RULES, type CheckoutField } from "../rules";
import { describedBy, FieldFrame, inputClass, TextField } from "@/components/ui/text-field";

type Bound = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
};

type Props = {
  region: RegionCode;
  bind: (field: CheckoutField) => Bound;
  governorates: { value: string; label: string }[];
  formatDigits: (n: number) => string;
  /** Only who collects an order at a boutique: the name and phone, no address. */
  collectorOnly?: boolean;
};

/** Step 2: the shipping address, with the country's governorates and phone rule. */
export function AddressFields({ region, bind, governorates, formatDigits, collectorOnly = false }: Props) {
  const { t } = useT();
  const postal = POSTAL_CODE_RULES[region];
  const { phoneCode, phoneLength } = REGIONS[region];
  const governorate = bind("governorate");
  const { error: phoneError, ...phone } = bind("phone");
  const phoneHint = t("checkout.fields.phoneHint", { n: formatDigits(phoneLength) });
  const prefixId = `${phone.id}-prefix`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...bind("first_name")}
        label={t("checkout.fields.first_name")}
        autoComplete="shipping given-name"
        maxLength={FIELD_MAX_LENGTH.first_name}
        required
      />
      <TextField
        {...bind("last_name")}
        label={t("checkout.fields.last_name")}
        autoComplete="shipping family-name"
        maxLength={FIELD_MAX_LENGTH.last_name}
        required
      />
      {!collectorOnly && (
        <>
          <TextField
            {...bind("street")}
            label={t("checkout.fields.street")}
            hint={t("checkout.fields.streetHint")}
            autoComplete="shipping address-line1"
            maxLength={FIELD_MAX_LENGTH.street}
            required
            className="sm:col-span-2"
          />
          <TextField
            {...bind("city")}
            label={t("checkout.fields.city")}
            autoComplete="shipping address-level2"
            maxLength={FIELD_MAX_LENGTH.city}
            required
          />
          <FieldFrame id={governorate.id} label={t(`checkout.fields.governorate.${region}`)} error={governorate.error}>
            <select
              id={governorate.id}
              name={governorate.name}
              value={governorate.value}
              onChange={governorate.onChange}
              onBlur={governorate.onBlur}
              autoComplete="shipping address-level1"
              required
              aria-invalid={governorate.error ? true : undefined}
              aria-describedby={describedBy(governorate.id, { error: governorate.error })}
              className={inputClass(Boolean(governorate.error))}
            >
              <option value="" disabled>
                {t("checkout.fields.governoratePlaceholder")}
              </option>
              {governorates.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
          </FieldFrame>
          <TextField
            {...bind("postal_code")}
            label={postal.required ? t("checkout.fields.postal_code") : t("checkout.fields.postalCodeOptional")}
            hint={postal.required ? t("checkout.fields.postalCodeHint", { n: formatDigits(postal.max) }) : undefined}
            autoComplete="shipping postal-code"
            inputMode="numeric"
            maxLength={FIELD_MAX_LENGTH.postal_code}
            required={postal.required}
          />
        </>
      )}
      <FieldFrame id={phone.id} label={t("checkout.fields.phone")} hint={phoneHint} error={phoneError}>
        {/* A phone number reads left to right in Arabic too: the country code stays before it. */}
        <div dir="ltr" className="flex">
          <span
            id={prefixId}
            className="flex h-12 shrink-0 items-center rounded-s-md border border-e-0 border-line bg-cream px-3 text-base text-muted"
          >
            <span className="sr-only">{t("checkout.fields.countryCode")} </span>
            {phoneCode}
          </span>
          <input
            {...phone}
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel-national"
            maxLength={FIELD_MAX_LENGTH.phone}
            required
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={describedBy(phone.id, { hint: phoneHint, error: phoneError }, prefixId)}
            className={`${inputClass(Boolean(phoneError))} rounded-s-none`}
          />
        </div>
      </FieldFrame>
    </div>
  );
}
