"use client";
import { useEffect, useState } from "react";
import { remaining, type CountdownParts, type CountdownStatus } from "./countdown";

/**
 * Counts down to a UTC date. Before mount the status is "stopped" (the server does not know
 * the shopper's clock); it is "started" while ticking and "completed" at zero.
 */
export function useCountdown(targetIso: string | null): { parts: CountdownParts | null; status: CountdownStatus } {
  const [state, setState] = useState<{ parts: CountdownParts | null; status: CountdownStatus }>({
    parts: null,
    status: "stopped",
  });
  useEffect(() => {
    if (!targetIso) return;
    const target = Date.parse(targetIso);
    if (Number.isNaN(target)) return;
    const tick = () => {
      const parts = remaining(target, Date.now());
      setState({ parts, status: parts ? "started" : "completed" });
      return parts;
    };
    if (!tick()) return;
    const id = setInterval(() => {
      if (!tick()) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [targetIso]);
  return state;
}
