"use client";
import clsx from "clsx";
import type { ReactNode } from "react";
import { useHeaderVisibility } from "@/features/shell/use-header-visibility";

/** Sticky header that slides away when scrolling down past 500 px and returns on scroll up. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const visible = useHeaderVisibility();
  return (
    <header
      data-site-header
      data-visible={visible}
      className={clsx(
        "sticky top-0 z-40 bg-white transition-transform duration-300",
        visible ? "translate-y-0" : "-translate-y-full",
      )}
    >
      {children}
    </header>
  );
}
