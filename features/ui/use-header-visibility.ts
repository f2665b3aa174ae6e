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
    let last = window.scrollY;
    const onScroll = () => {
      const previous = last;
      const y = window.scrollY;
      last = y;
      setVisible((v) => nextHeaderVisibility(previous, y, v));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return visible;
}
