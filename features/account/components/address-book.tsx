"use client";
import { useT } from "@/lib/i18n/client";
import { useState } from "react";
import { PlusIcon } from "@/components/ui/icons";
import { ADDRESS_BOOK_LIMIT, type AddressInput, type CustomerAddress } from "@/lib/commerce/address-types";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { useAccountToast } from "../use-account-toast";
import { useAddressBook } from "../use-addresses";
import { AddressCard } from "./address-card";
import { AddressForm } from "./address-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { locale: Locale; initial: CustomerAddress[]; governorates: { value: string; label: string }[] };
type Editing = { mode: "add" } | { mode: "edit"; address: CustomerAddress } | null;

const toInput = (a: CustomerAddress): AddressInput => ({
  first_name: a.first_name,
  last_name: a.last_name,
  street: a.street,
  city: a.city,
  governorate: a.governorate,
  postal_code: a.postal_code,
  phone: a.phone,
});

/** The address book: list, add, edit, delete (after a confirmation) and choose the default. */
export function AddressBook({ locale, initial, governorates }: Props) {
  const { t } = useT();
  const toast = useAccountToast();
  const { addresses, add, update, remove } = useAddressBook(LOCALES[locale].region, initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const busy = add.isPending || update.isPending || remove.isPending;
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;

  function save(payload: AddressInput, setDefault: boolean) {
    const done = (key: string) => () => {
      toast.success(key);
      setEditing(null);
    };
    if (editing?.mode === "edit") {
      update.mutate(
        { addressId: editing.address.id, payload, ...(setDefault && { setDefault }) },
        { onSuccess: done("account.addresses.updated"), onError: toast.failure },
      );
    } else {
      add.mutate(
        { payload, ...(setDefault && { setDefault }) },
        { onSuccess: done("account.addresses.added"), onError: toast.failure },
      );
    }
  }

  const makeDefault = (address: CustomerAddress) =>
    update.mutate(
      { addressId: address.id, setDefault: true },
      { onSuccess: () => toast.success("account.addresses.defaultSet"), onError: toast.failure },
    );

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success("account.addresses.deleted"),
      onError: toast.failure,
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="space-y-6">
      {editing ? (
        <AddressForm
          key={editing.mode === "edit" ? editing.address.id : "new"}
          locale={locale}
          title={editing.mode === "edit" ? t("account.addresses.editTitle") : t("account.addresses.addTitle")}
          governorates={governorates}
          initial={editing.mode === "edit" ? toInput(editing.address) : undefined}
          offerDefault={editing.mode === "add" || !editing.address.is_default}
          pending={add.isPending || update.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => (full ? toast.error("account.addresses.full") : setEditing({ mode: "add" }))}
          className="inline-flex h-12 items-center gap-2 rounded-md bg-ink px-6 text-sm font-semibold tracking-wide text-white hover:bg-navy"
        >
          <PlusIcon className="size-5" />
          {t("account.addresses.add")}
        </button>
      )}

      {addresses.length === 0 ? (
        <p className="rounded-lg bg-cream p-6 text-muted">{t("account.addresses.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              locale={locale}
              busy={busy}
              onEdit={() => setEditing({ mode: "edit", address })}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => makeDefault(address)}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t("account.addresses.confirmTitle")}
        text={t("account.addresses.confirmText", {
          address: deleting ? `${deleting.first_name} ${deleting.last_name}, ${deleting.street}` : "",
        })}
        confirmLabel={t("account.addresses.confirmDelete")}
        cancelLabel={t("account.addresses.cancel")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
