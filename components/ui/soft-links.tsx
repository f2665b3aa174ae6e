"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SOFT_LINK } from "./soft-link";

/** A click the browser should handle itself: another button, a modifier (new tab/window), a target, or already handled. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  anchor: { target?: string; hasAttribute(name: string): boolean },
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !(anchor.target && anchor.target !== "_self") && !anchor.hasAttribute("download");
}

/**
 * The one controller of every `SoftLink` on the page: a plain click navigates client-side (as
 * `next/link` does, keeping the scroll position where the link asks), and intent (pointer,
 * touch, focus) prefetches the page once, unless the link says never. Delegated listeners also
 * serve links added later (client rails, the next listing page).
 */
export function SoftLinks() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const linkOf = (event: Event) =>
      (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${SOFT_LINK}]`) ?? null;
    const intent = (event: Event) => {
      const anchor = linkOf(event);
      const href = anchor?.getAttribute("href");
      if (!anchor || !href || anchor.getAttribute(SOFT_LINK) === "never" || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const click = (event: MouseEvent) => {
      const anchor = linkOf(event);
      if (!anchor || !isPlainClick(event, anchor)) return;
      event.preventDefault();
      router.push(anchor.getAttribute("href")!, { scroll: !anchor.hasAttribute("data-keep-scroll") });
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
  }, [router]);

  return null;
}
