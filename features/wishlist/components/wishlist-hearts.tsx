"use client";
import { useEffect, useMemo, useRef } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { productIdsOf } from "../wishlist-keys";
import { useT } from "@/lib/i18n/client";
import { useCustomerId, useCustomerLists, useGuestItems, useToggle } from "../use-wishlist";

const HEART = "[data-wishlist-heart]";
const NONE: ReadonlySet<number> = new Set();

/** The piece's name as its card shows it (`.card-name`, beside the heart), rather than again in an attribute of every heart. */
const cardName = (button: HTMLElement) => button.parentElement?.querySelector(".card-name")?.textContent ?? "";

/** Presses the hearts of saved pieces (and names them for a screen reader); leaves the others as the server drew them. */
export function paintHearts(
  root: ParentNode,
  saved: ReadonlySet<number>,
  label: (pressed: boolean, name: string) => string,
): void {
  for (const button of root.querySelectorAll<HTMLElement>(HEART)) {
    const pressed = saved.has(Number(button.dataset.wishlistHeart));
    if (button.getAttribute("aria-pressed") === String(pressed)) continue;
    button.setAttribute("aria-pressed", String(pressed));
    button.setAttribute("aria-label", label(pressed, cardName(button)));
  }
}

/**
 * The one controller of every card heart on the page (`CardHeart` is server markup): it paints
 * them from the guest list or the customer's wishlist, again whenever cards are added (a client
 * rail, the next page of a listing), and toggles on click through one delegated listener.
 * Mounted on every page, so it stays light (ADR 0031): a guest's hearts are local storage only;
 * a signed-in customer's part (TanStack Query, her lists on the server) loads on demand.
 */
export function WishlistHearts({ locale }: { locale: Locale }) {
  const { t, i18n } = useT();
  const customerId = useCustomerId(locale);
  const guestItems = useGuestItems(locale);
  const customerLists = useCustomerLists(locale, customerId);
  const guestIds = useMemo(() => new Set(guestItems.map((i) => i.productId)), [guestItems]);
  const saved = customerId === null ? guestIds : customerLists ? productIdsOf(customerLists) : NONE;
  const toggle = useToggle(locale, customerId);
  const toggleRef = useRef(toggle);
  useEffect(() => void (toggleRef.current = toggle), [toggle]);

  useEffect(() => {
    // Nothing saved and nothing pressed: every heart is as the server drew it, and cards added
    // later come unpressed too. Otherwise the labels' words (a lazy section) come first.
    if (saved.size === 0 && !document.querySelector(`${HEART}[aria-pressed="true"]`)) return;
    const label = (pressed: boolean, name: string) =>
      t(pressed ? "wishlist.removeNamed" : "wishlist.addNamed", { name });
    let live = true;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => paintHearts(document, saved, label));
    });
    const start = () => {
      if (!live) return;
      paintHearts(document, saved, label);
      observer.observe(document.body, { childList: true, subtree: true });
    };
    // Should the words not come, the hearts are still pressed, named by their keys.
    void i18n.loadSections(["wishlist"]).then(start, start);
    return () => {
      live = false;
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [saved, t, i18n]);

  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(HEART);
      if (!button || button.getAttribute("aria-busy") === "true") return;
      event.preventDefault();
      button.setAttribute("aria-busy", "true");
      try {
        await toggleRef.current(Number(button.dataset.wishlistHeart));
      } finally {
        button.removeAttribute("aria-busy");
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return null;
}
