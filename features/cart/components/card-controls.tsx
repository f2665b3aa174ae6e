"use client";
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { CARD_ADD } from "../card-markers";

/**
 * The one controller of every product card's quick add (`CardAddButton` is server markup: a
 * listing of forty hydrated forty buttons before, which cost blocking time): a press puts one
 * piece in the bag, the cart code loading on the first press. Delegated, so cards added later
 * (client rails, the next listing page) are served too.
 */
export function CardControls({ locale }: { locale: Locale }) {
  useEffect(() => {
    const click = (event: MouseEvent) => {
      const add = (event.target as Element | null)?.closest?.<HTMLButtonElement>(`button[${CARD_ADD}]`);
      if (add && add.getAttribute("aria-busy") !== "true") void quickAdd(add, locale);
    };
    document.addEventListener("click", click);
    return () => document.removeEventListener("click", click);
  }, [locale]);
  return null;
}

async function quickAdd(button: HTMLButtonElement, locale: Locale) {
  button.setAttribute("aria-busy", "true");
  try {
    const { cartCommands } = await import("../cart-commands");
    await cartCommands({ locale }).add([{ product_id: Number(button.getAttribute(CARD_ADD)), quantity: 1 }]);
  } finally {
    button.removeAttribute("aria-busy");
  }
}
