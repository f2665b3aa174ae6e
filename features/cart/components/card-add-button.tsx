"use client";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { BagIcon } from "@/components/ui/icons";
import { getQueryClient } from "@/features/query/query-client";

type Props = { productId: number; locale: Locale; label: string };

/**
 * A product card's quick add (one piece of the product's only variant). A listing hydrates
 * forty of these, so it holds one state and no subscriptions; the cart code loads on the first
 * press. The label comes translated from the card ("Add {name} to bag").
 */
export function CardAddButton({ productId, locale, label }: Props) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { cartCommands } = await import("../cart-commands");
      await cartCommands({ queryClient: getQueryClient(), locale }).add([{ product_id: productId, quantity: 1 }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={add}
      aria-label={label}
      aria-busy={busy}
      className="pointer-events-auto grid size-10 place-items-center rounded-full bg-white/95 text-ink shadow-md transition hover:bg-ink hover:text-white aria-busy:cursor-progress"
    >
      <BagIcon className={busy ? "size-5 animate-bounce" : "size-5"} />
    </button>
  );
}
