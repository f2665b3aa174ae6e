"use client";
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from "react";

const RecommendedRail = lazy(() => import("./recommended-rail").then((m) => ({ default: m.RecommendedRail })));

/**
 * The rail for server-rendered pages (below a listing's grid): it depends on the shopper's
 * history, so it never renders on the server, and its code (with the query cache it reads
 * through) loads when the shopper scrolls to within a screen of it, not with the page: a listing
 * is forty cards long, and most visits never reach its end (start-up weight, ADR 0031).
 */
export function LazyRecommendedRail(props: ComponentProps<typeof RecommendedRail>) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true); // eslint-disable-line react-hooks/set-state-in-effect -- no observer: load as before
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? (
    <Suspense>
      <RecommendedRail {...props} />
    </Suspense>
  ) : (
    <div ref={anchor} aria-hidden />
  );
}
