"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { DrawerProps } from "./drawer-dialog";

// The dialog machinery (Headless UI) loads the first time any drawer opens, not with the page.
const DrawerDialog = dynamic(() => import("./drawer-dialog"), { ssr: false });

/** A modal side panel, rendered from its first opening on (so it can also animate closed). */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? <DrawerDialog {...props} /> : null;
}
