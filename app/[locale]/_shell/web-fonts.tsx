"use client";
import { useEffect } from "react";
import { WEB_FONTS_BY_DIRECTION, webFontsKey } from "@/lib/fonts";

/**
 * After a first page has loaded and the browser is idle, fetches this direction's web fonts into
 * its HTTP cache (low priority; the font route allows 30 days) and remembers that in local storage,
 * so the next document turns them on before its first paint (WEB_FONTS_SCRIPT, app/globals.css).
 * This page keeps the system's font: switching now would re-lay out the page under the shopper.
 */
export function WebFonts() {
  useEffect(() => {
    const direction = document.documentElement.dir === "rtl" ? "rtl" : "ltr";
    try {
      if (localStorage.getItem(webFontsKey(direction)) === "1") return;
    } catch {
      return; // no storage (a private mode): the system's font, and nothing fetched for nothing
    }
    let cancelled = false;
    const fetchFonts = async () => {
      if (cancelled) return;
      try {
        await Promise.all(
          WEB_FONTS_BY_DIRECTION[direction].map(async (file) => {
            const response = await fetch(`/fonts/${file}`, { priority: "low" });
            if (!response.ok) throw new Error(`font ${file}: ${response.status}`);
            await response.arrayBuffer();
          }),
        );
        localStorage.setItem(webFontsKey(direction), "1");
      } catch {
        // Offline or refused: the next page tries again.
      }
    };
    const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => void fetchFonts(), { timeout: 5000 }) : setTimeout(() => void fetchFonts(), 1000));
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
    };
  }, []);
  return null;
}
