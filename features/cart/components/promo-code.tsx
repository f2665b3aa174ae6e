"use client";
import { useId, useState } from "react";
import clsx from "clsx";
import { useSections, useT } from "@/lib/i18n/client";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { CartApiError } from "../api";
import { cartErrorToast } from "../cart-errors";
import type { ClientCart } from "../client-types";
import { formatCartMoney } from "../money";
import { refusalText, type PromoText } from "../promo-text";
import { useCartActions } from "../use-cart";

type Message = { kind: "error" | "success"; text: PromoText | { key: string; values?: Record<string, unknown> } };

/**
 * The bag's and the checkout's "Promo code" field: apply a code (one per bag: a new one replaces
 * it), see it applied with what it takes off, remove it. A refused code leaves the bag as it was
 * and says why beside the field; a code the bag keeps that does not apply now (the bag fell below
 * its minimum) says so too. `email` is the checkout's, when typed (a guest's once-per-customer codes);
 * `onChange` runs after the bag changed (the checkout redraws its server-drawn totals). Not a
 * `<form>` of its own, so it sits inside the checkout's: Enter in the field applies the code.
 */
export function PromoCode({
  cart,
  locale,
  email,
  onChange,
}: {
  cart: ClientCart;
  locale: Locale;
  email?: string;
  onChange?: () => void;
}) {
  const { t } = useT();
  useSections("cart");
  const actions = useCartActions();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const money = (value: number) => formatCartMoney(value, cart.currency.code, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[locale].bcp47, { dateStyle: "long" }).format(new Date(iso));
  const applied = (cart.coupons ?? [])[0];
  const held = cart.held_coupon;

  function failed(typed: string, error: CartApiError): Message {
    if (error.code === "promoRefused" && error.details.refusal)
      return { kind: "error", text: refusalText(error.details.promoCode ?? typed, error.details.refusal, money, day) };
    if (error.code === "tooManyRequests") return { kind: "error", text: { key: "cart.promo.tooMany" } };
    return { kind: "error", text: cartErrorToast(error) };
  }

  async function apply() {
    if (busy) return;
    const typed = code.trim().toUpperCase();
    if (!typed) return setMessage({ kind: "error", text: { key: "cart.promo.empty" } });
    setBusy(true);
    const result = await actions.applyPromo(typed, email);
    setBusy(false);
    if (!result.ok) return setMessage(failed(typed, result.error));
    setCode("");
    onChange?.();
    const coupon = result.cart?.coupons[0];
    setMessage(
      coupon
        ? {
            kind: "success",
            text: { key: "cart.promo.applied", values: { code: coupon.code, amount: money(coupon.discounted_amount) } },
          }
        : null,
    );
  }

  async function remove() {
    if (!applied && !held) return;
    const removed = (applied ?? held)!.code;
    setBusy(true);
    const result = await actions.removePromo();
    setBusy(false);
    if (result.ok) onChange?.();
    setMessage(
      result.ok
        ? { kind: "success", text: { key: "cart.promo.removed", values: { code: removed } } }
        : failed(removed, result.error),
    );
  }

  const kept = applied ?? held;
  const heldText = held && refusalText(held.code, held.refusal, money, day);
  return (
    <div className="mt-4 border-t border-line pt-4">
      {kept ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            <span className="font-semibold tracking-wide" dir="ltr">
              {kept.code}
            </span>{" "}
            <span className="text-muted">{applied ? t("cart.promo.isApplied") : t("cart.promo.notApplied")}</span>
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={t("cart.promo.removeCode", { code: kept.code })}
            className="text-sm font-semibold underline underline-offset-2 disabled:opacity-50"
          >
            {t("cart.promo.remove")}
          </button>
        </div>
      ) : (
        <div role="group" aria-labelledby={`${id}-label`}>
          <label id={`${id}-label`} htmlFor={`${id}-code`} className="text-sm font-medium">
            {t("cart.promo.label")}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={`${id}-code`}
              name="promo"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                void apply();
              }}
              enterKeyHint="go"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={50}
              dir="ltr"
              placeholder={t("cart.promo.placeholder")}
              aria-describedby={message ? `${id}-message` : undefined}
              aria-invalid={message?.kind === "error" || undefined}
              className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm uppercase placeholder:normal-case"
            />
            <button
              type="button"
              onClick={() => void apply()}
              disabled={busy}
              aria-busy={busy}
              className="shrink-0 rounded-md border border-ink px-4 py-2 text-sm font-semibold disabled:opacity-60"
            >
              {busy ? t("cart.promo.applying") : t("cart.promo.apply")}
            </button>
          </div>
        </div>
      )}
      {heldText && !message && (
        <p className="mt-2 text-sm text-sale" role="status">
          {t(heldText.key, heldText.values)}
        </p>
      )}
      <p
        id={`${id}-message`}
        role={message?.kind === "error" ? "alert" : "status"}
        className={clsx(
          "text-sm empty:hidden",
          message && "mt-2",
          message?.kind === "error" ? "text-sale" : "text-teal",
        )}
      >
        {message ? t(message.text.key, message.text.values ?? {}) : ""}
      </p>
    </div>
  );
}
