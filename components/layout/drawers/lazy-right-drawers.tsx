"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { usePanelsStore } from "@/features/ui/panels-store";

// The drawers' contents (the locale picker's combobox among them) load when a shopper first
// opens one, keeping them out of every page's start-up JavaScript.
const RightDrawers = dynamic(() => import("./right-drawers").then((m) => m.RightDrawers), { ssr: false });

export function LazyRightDrawers({ locale }: { locale: Locale }) {
  const requested = usePanelsStore((s) => s.rightDrawer !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  return needed ? <RightDrawers locale={locale} /> : null;
}
