"use client";
import { lazy, Suspense, useState } from "react";
import type { DrawerProps } from "./drawer-dialog";

// The dialog machinery (Headless UI) loads the first time any drawer opens, not with the page.
const DrawerDialog = lazy(() => import("./drawer-dialog"));

/** A modal side panel, rendered from its first opening on (so it can also animate closed). */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense>
      <DrawerDialog {...props} />
    </Suspense>
  ) : null;
}
