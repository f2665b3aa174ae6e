"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { getQueryClient } from "@/features/query/query-client";
import { CARD_ADD, CARD_LINK } from "../card-markers";

/** A click the browser should handle itself: another button, a modifier (new tab/window), a target, or already handled. */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">, anchor: { target?: string; hasAttribute(name: string): boolean }): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !(anchor.target && anchor.target !== "_self") && !anchor.hasAttribute("download");
}

/**
 * The one client controller of every product card on the page. Cards are server markup (no
 * client component each: a listing of forty hydrated ~120 before, issue 3's blocking time):
 * card links (`data-card-link`) navigate client-side and prefetch once the shopper shows intent
 * (pointer, touch, focus: a grid prefetching every card in view would cost a phone each
 * product's payload), and quick-add buttons (`data-card-add`) put one piece in the bag, the
 * cart code loading on the first press. Delegated listeners also serve cards added later
 * (client rails, the next listing page).
 */
export function CardControls({ locale }: { locale: Locale }) {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const intent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${CARD_LINK}]`);
      const href = anchor?.getAttribute("href");
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const click = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const anchor = target?.closest?.<HTMLAnchorElement>(`a[${CARD_LINK}]`);
      if (anchor && isPlainClick(event, anchor)) {
        event.preventDefault();
        router.push(anchor.getAttribute("href")!);
        return;
      }
      const add = target?.closest?.<HTMLButtonElement>(`button[${CARD_ADD}]`);
      if (add && add.getAttribute("aria-busy") !== "true") void quickAdd(add, locale);
    };
    document.addEventListener("click", click);
    document.addEventListener("pointerover", intent, { passive: true });
    document.addEventListener("touchstart", intent, { passive: true });
    document.addEventListener("focusin", intent);
    return () => {
      document.removeEventListener("click", click);
      document.removeEventListener("pointerover", intent);
      document.removeEventListener("touchstart", intent);
      document.removeEventListener("focusin", intent);
    };
  }, [router, locale]);

  return null;
}

async function quickAdd(button: HTMLButtonElement, locale: Locale) {
  button.setAttribute("aria-busy", "true");
  try {
    const { cartCommands } = await import("@/features/cart/cart-commands");
    await cartCommands({ queryClient: getQueryClient(), locale }).add([{ product_id: Number(button.getAttribute(CARD_ADD)), quantity: 1 }]);
  } finally {
    button.removeAttribute("aria-busy");
  }
}
