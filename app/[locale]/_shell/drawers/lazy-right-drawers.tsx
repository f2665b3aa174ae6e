"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { usePanelsStore } from "@/features/shell/panels-store";

// The drawers' contents (the locale picker's combobox among them) and the dialog machinery load
// when the shopper shows intent (first pointer, touch or key), not with the page: they stay out
// of the start-up JavaScript, yet are usually in place before the first tap on an icon.
const loadDrawers = () => import("./right-drawers");
const loadDialog = () => import("@/components/ui/drawer-dialog");
const RightDrawers = lazy(() => loadDrawers().then((m) => ({ default: m.RightDrawers })));

const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;

export function LazyRightDrawers({ locale }: { locale: Locale }) {
  const requested = usePanelsStore((s) => s.rightDrawer !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);

  useEffect(() => {
    const warm = () => {
      for (const event of INTENT_EVENTS) window.removeEventListener(event, warm);
      void loadDrawers();
      void loadDialog();
    };
    for (const event of INTENT_EVENTS) window.addEventListener(event, warm, { passive: true });
    return () => {
      for (const event of INTENT_EVENTS) window.removeEventListener(event, warm);
    };
  }, []);

  return needed ? (
    <Suspense>
      <RightDrawers locale={locale} />
    </Suspense>
  ) : null;
}
