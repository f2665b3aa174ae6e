"use client";
import { lazy, Suspense } from "react";
import { useToasterWanted } from "@/features/shell/use-toast";

// React.lazy, not next/dynamic: the loader stays out of every page's start-up JavaScript (ADR 0031).
const HotToaster = lazy(() => import("./hot-toaster").then((m) => ({ default: m.HotToaster })));

/** The page's toaster, mounted (and its library loaded) when the first toast is asked for. */
export function Toaster() {
  const wanted = useToasterWanted((s) => s.wanted);
  return wanted ? (
    <Suspense>
      <HotToaster />
    </Suspense>
  ) : null;
}
