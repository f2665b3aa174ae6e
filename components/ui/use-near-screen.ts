"use client";
import { useEffect, useState, type RefObject } from "react";

/**
 * Whether `element` has come within `rootMargin` of the screen (an IntersectionObserver margin,
 * e.g. "100% 0px" for a screen above and below); it stays true once it has. True at once where
 * the browser has no observer, so what waits on it is never lost. For parts whose code or data
 * should load as the shopper nears them rather than with the page (start-up weight).
 */
export function useNearScreen(element: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true); // eslint-disable-line react-hooks/set-state-in-effect -- no observer: at once
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, rootMargin, near]);
  return near;
}
