"use client";
import { useShallow } from "zustand/react/shallow";
import { usePanelsStore, type RightDrawer } from "./panels-store";

/** One right-side drawer: whether it is open, and open/close that keep the others shut. */
export function useRightDrawer(name: RightDrawer) {
  return usePanelsStore(
    useShallow((s) => ({
      isOpen: s.rightDrawer === name,
      open: () => s.openDrawer(name),
      close: () => s.closeDrawer(),
      toggle: () => (s.rightDrawer === name ? s.closeDrawer() : s.openDrawer(name)),
    })),
  );
}
