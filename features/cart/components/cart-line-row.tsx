"use client";
import clsx from "clsx";
import { SoftLink } from "@/components/ui/soft-link";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LOCALES } from "@/lib/i18n/locales";
import { formatCartMoney } from "../money";
import type { ClientCart, ClientCartLine } from "../client-types";
import type { CartCommands } from "../cart-commands";
import { LineQuantity } from "./line-quantity";
import { LineOptions, LinePicture, LinePrice, splitLineName } from "./line-parts";

type Props = { line: ClientCartLine; cart: ClientCart; locale: Locale; actions: CartCommands };

/** One line of the cart page: picture, names, options, stock warning, quantity, remove, price. */
export function CartLineRow({ line, cart, locale, actions }: Props) {
  const { t } = useT();
  useSections("cart", "product");
  const [busy, setBusy] = useState(false);
  const number = new Intl.NumberFormat(LOCALES[locale].bcp47);
  const { brand, title } = splitLineName(line.name);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  // Exceeding implies a counted stock; a line not counted (null) never exceeds.
  const left = line.available_to_sell ?? 0;
  const warning = !line.hasStock
    ? t("cart.line.outOfStock")
    : line.exceedingQuantity
      ? t("cart.line.exceeds", { count: left, n: number.format(left) })
      : null;

  return (
    <li aria-busy={busy} className={clsx("flex gap-4 py-5 transition-opacity", busy && "opacity-60")}>
      <SoftLink href={`/${locale}/p/${line.url}`} tabIndex={-1} aria-hidden="true">
        <LinePicture line={line} size={104} />
      </SoftLink>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0 space-y-1">
            {brand && <p className="text-[11px] font-semibold tracking-widest text-muted uppercase">{brand}</p>}
            <h2 className="text-sm leading-snug font-medium">
              <SoftLink href={`/${locale}/p/${line.url}`} className="hover:underline">
                {title}
              </SoftLink>
            </h2>
            <LineOptions line={line} locale={locale} t={t} />
            {line.quantity > 1 && (
              <p className="text-xs text-muted">
                {t("cart.line.each", { price: formatCartMoney(line.sale_price, cart.currency.code, locale) })}
              </p>
            )}
          </div>
          <LinePrice line={line} cart={cart} locale={locale} t={t} />
        </div>
        {warning && (
          <p className="mt-2 text-sm font-medium text-sale" role="status">
            {warning}
          </p>
        )}
        <div className="mt-3 flex items-center gap-4">
          <LineQuantity
            name={title}
            quantity={line.quantity}
            available={line.available_to_sell}
            busy={busy}
            format={(n) => number.format(n)}
            onChange={(quantity) => run(() => actions.update(line.id, quantity))}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => run(() => actions.remove(line.id))}
            aria-label={t("cart.line.removeLabel", { name: title })}
            className="text-sm font-medium underline underline-offset-4 hover:text-sale disabled:cursor-not-allowed"
          >
            {t("cart.line.remove")}
          </button>
        </div>
      </div>
    </li>
  );
}
