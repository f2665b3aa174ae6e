"use client";
import { useT } from "@/lib/i18n/client";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { postStaff } from "../api";
import { Field, primaryButton } from "./field";

/** Sends the shopper a link to a copy of the bag; a guest's bag needs her address. */
export function SendCopyForm({ cartId, locale, guest }: { cartId: string; locale: Locale; guest: boolean }) {
  const { t } = useT();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get("email");
    setBusy(true);
    const answer = await postStaff("carts/send-copy", {
      region: locale.slice(3),
      cartId,
      locale,
      ...(email && { email }),
    });
    setBusy(false);
    setMessage(
      answer.ok
        ? { ok: true, text: t("staff.cart.sent", { email: (answer.response as { to?: string } | null)?.to }) }
        : { ok: false, text: t(answer.messageKey, { status: answer.status }) },
    );
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-md space-y-3" aria-label={t("staff.cart.sendCopy")}>
      {guest && (
        <Field label={t("staff.cart.email")} help={t("staff.cart.emailHelp")} name="email" type="email" required />
      )}
      <button type="submit" className={primaryButton} disabled={busy}>
        {t("staff.cart.sendCopy")}
      </button>
      {message && (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm text-teal" : "text-sm text-sale"}>
          {message.text}
        </p>
      )}
    </form>
  );
}
