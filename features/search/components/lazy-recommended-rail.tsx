"use client";
import { lazy, Suspense, useRef, type ComponentProps } from "react";
import { useNearScreen } from "@/components/ui/use-near-screen";

const RecommendedRail = lazy(() => import("./recommended-rail").then((m) => ({ default: m.RecommendedRail })));

/**
 * The rail for server-rendered pages (below a listing's grid): it depends on the shopper's
 * history, so it never renders on the server, and its code (with the query cache it reads
 * through) loads when the shopper scrolls to within a screen of it, not with the page: a listing
 * is forty cards long, and most visits never reach its end (start-up weight, ADR 0031).
 */
export function LazyRecommendedRail(props: ComponentProps<typeof RecommendedRail>) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearScreen(anchor, "100% 0px");
  return near ? (
    <Suspense>
      <RecommendedRail {...props} />
    </Suspense>
  ) : (
    <div ref={anchor} aria-hidden />
  );
}
