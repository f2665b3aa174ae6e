"use client";
import { useEffect } from "react";
import { loadDeferredScripts } from "@/lib/deferred-scripts";

/** Loads the configured third-party scripts 10 s after the page loaded (DEFERRED_SCRIPT_URLS). */
export function DeferredScripts({ urls }: { urls: string[] }) {
  useEffect(() => loadDeferredScripts(urls), [urls]);
  return null;
}
