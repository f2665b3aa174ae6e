"use client";
import { useEffect } from "react";
import { replayEarlyPresses } from "./early-presses";

/**
 * Carries out the presses kept before the page's code ran (early-presses.ts). Mounted last in the
 * layout, after the delegated controllers (soft links, card controls), and run a task later, so
 * every listener of this first commit is in place; a press on a part React has not hydrated yet
 * is queued by React itself and replayed once that part is.
 */
export function EarlyPressReplay() {
  useEffect(() => {
    const timer = setTimeout(() => replayEarlyPresses(window), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
