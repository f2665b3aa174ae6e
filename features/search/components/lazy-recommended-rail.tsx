"use client";
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";

const RecommendedRail = lazy(() => import("./recommended-rail").then((m) => ({ default: m.RecommendedRail })));

/**
 * The rail for server-rendered pages: it depends on the shopper's history, so it never renders
 * on the server, and its code loads after the page is interactive instead of with it (React.lazy
 * after mounting, rather than next/dynamic, whose loader every page would carry).
 */
export function LazyRecommendedRail(props: ComponentProps<typeof RecommendedRail>) {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- client-only: render after hydration
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense>
      <RecommendedRail {...props} />
    </Suspense>
  ) : null;
}
