"use client";
import { useMemo } from "react";
import { usePanelsStore, type RightDrawer } from "./panels-store";

/** One right-side drawer: whether it is open, and open/close that keep the others shut. */
export function useRightDrawer(name: RightDrawer) {
  const isOpen = usePanelsStore((s) => s.rightDrawer === name);
  const openDrawer = usePanelsStore((s) => s.openDrawer);
  const close = usePanelsStore((s) => s.closeDrawer);
  return useMemo(
    () => ({
      isOpen,
      open: () => openDrawer(name),
      close,
      toggle: () => (isOpen ? close() : openDrawer(name)),
    }),
    [isOpen, openDrawer, close, name],
  );
}
