"use client";
import { useEffect, useRef } from "react";
import { claimEarlyPresses, PRESS_NAME } from "./early-presses";

/** The attribute that names a control for the early-press queue: spread it on the control. */
export const pressName = (name: string) => ({ [PRESS_NAME]: name });

/**
 * A control whose press may have been made before the page's code ran (early-presses.ts), named
 * with `pressName(name)`: pass it the returned ref. Once it has mounted, the presses kept under its
 * name are carried out on it. A stand-in drawn until React replaces it (`claim` false) carries the
 * name, so a press on it is kept under that name, but claims nothing: the control that replaces it
 * does.
 */
export function useEarlyPress<T extends HTMLElement>(name: string, claim = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (claim && ref.current) claimEarlyPresses(window, name, ref.current);
  }, [name, claim]);
  return ref;
}

/** The same for every named control inside the element given `ref` (a group of size pills). */
export function useEarlyPressesWithin<T extends HTMLElement>(claim = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!claim || !ref.current) return;
    for (const control of ref.current.querySelectorAll(`[${PRESS_NAME}]`))
      claimEarlyPresses(window, control.getAttribute(PRESS_NAME)!, control);
  }, [claim]);
  return ref;
}
