"use client";
import { useEffect, useState } from "react";
import { HEADER_HIDE_THRESHOLD_PX } from "@/lib/constants";

/** Hidden when the page scrolls down past the threshold; shown again on any scroll up. */
export function nextHeaderVisibility(previousY: number, y: number, visible: boolean): boolean {
  if (y <= HEADER_HIDE_THRESHOLD_PX) return true;
  if (y > previousY) return false;
  if (y < previousY) return true;
  return visible;
}

export function useHeaderVisibility(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // Mounting (while React hydrates) reads no layout: until the first scroll event the page is
    // taken to be at its top, where a load starts. A first scroll that lands past the threshold
    // in one frame (a fling, the End key, scroll events coalesced) then hides the header as any
    // later one does; with its own position as the baseline it left the header showing.
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = last;
      last = y;
      setVisible((v) => nextHeaderVisibility(previous, y, v));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return visible;
}
