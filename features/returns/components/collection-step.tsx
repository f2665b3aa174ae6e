"use client";
import { useT } from "@/lib/i18n/client";
import { useState } from "react";
import { PlusIcon } from "@/components/ui/icons";
import type { AddressInput, CustomerAddress } from "@/lib/commerce/address-types";
import type { ReturnableOrder } from "@/lib/commerce/return-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { formatCalendarDate } from "@/lib/i18n/format";
import { ShippingAddressLines } from "@/features/address";
import { AddressForm } from "@/features/account/client";
import { DELIVERY_ADDRESS_ID, type FlowDraft } from "../flow-steps";

type Props = {
  locale: Locale;
  order: ReturnableOrder;
  draft: FlowDraft;
  onChange: (patch: Partial<FlowDraft>) => void;
  /** Her address book, default first, and the order's delivery address. */
  addresses: CustomerAddress[];
  governorates: { value: string; label: string }[];
  adding: boolean;
  /** Saves a new address to her book; resolves with it once the book shows it. */
  onAdd: (payload: AddressInput, setDefault: boolean) => Promise<CustomerAddress>;
};

const choiceClass =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-line p-4 text-sm has-checked:border-ink has-checked:bg-cream";

/** Step 3: courier collection, from an address of her book (or a new one saved to it) on one of the next working days. */
export function CollectionStep({ locale, order, draft, onChange, addresses, governorates, adding, onAdd }: Props) {
  const { t } = useT();
  const { region, lang } = LOCALES[locale];
  const [formOpen, setFormOpen] = useState(addresses.length === 0);

  async function add(payload: AddressInput, setDefault: boolean) {
    try {
      const address = await onAdd(payload, setDefault);
      onChange({ addressId: address.id });
      setFormOpen(false);
    } catch {
      // The failure is already a toast; the form keeps what she typed.
    }
  }

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="text-sm font-medium">{t("returns.flow.collection.address")}</legend>
        {addresses.length === 0 && <p className="mt-2 text-sm text-muted">{t("returns.flow.collection.noAddress")}</p>}
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => (
            <label key={address.id} className={choiceClass}>
              <input
                type="radio"
                name="return-address"
                value={address.id}
                checked={draft.addressId === address.id}
                onChange={() => onChange({ addressId: address.id })}
                className="mt-0.5 size-5 shrink-0 accent-ink"
              />
              <span className="leading-relaxed">
                {(address.is_default || address.id === DELIVERY_ADDRESS_ID) && (
                  <span className="mb-1 block text-xs font-semibold tracking-wide text-teal uppercase">
                    {address.is_default ? t("account.addresses.default") : t("returns.flow.collection.deliveryAddress")}
                  </span>
                )}
                <ShippingAddressLines address={address} region={region} lang={lang} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {formOpen ? (
        <AddressForm
          locale={locale}
          title={t("returns.flow.collection.newTitle")}
          governorates={governorates}
          offerDefault
          pending={adding}
          onSave={add}
          onCancel={() => setFormOpen(false)}
        />
      ) : (
        <div>
          <button
            type="button"
            onClick={() => setFormOpen(true)}
            className="inline-flex h-11 items-center gap-2 rounded-md border border-ink px-5 text-sm font-semibold hover:bg-cream"
          >
            <PlusIcon className="size-5" />
            {t("returns.flow.collection.addNew")}
          </button>
          <p className="mt-2 text-xs text-muted">{t("returns.flow.collection.newHint")}</p>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t("returns.flow.collection.date")}</legend>
        <p className="mt-1 text-xs text-muted">{t("returns.flow.collection.dateHint")}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {order.collection_dates.map((date) => (
            <label key={date} className={choiceClass}>
              <input
                type="radio"
                name="return-date"
                value={date}
                checked={draft.date === date}
                onChange={() => onChange({ date })}
                className="size-5 shrink-0 accent-ink"
              />
              <time dateTime={date}>{formatCalendarDate(date, locale)}</time>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
