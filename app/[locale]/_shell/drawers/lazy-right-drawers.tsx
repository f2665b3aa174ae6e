"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { LAZY_SECTIONS } from "@/lib/i18n/client-sections";
import { useT } from "@/lib/i18n/client";
import { usePanelsStore } from "@/features/shell/panels-store";

// The drawers' contents (the locale picker's combobox among them), the dialog machinery and the
// texts of the drawers, dialogs and toasts (the lazy sections) load when the shopper shows
// intent (first pointer, touch or key), not with the page: they stay out of the start-up
// JavaScript and document, yet are usually in place before the first tap on an icon.
const loadDrawers = () => import("./right-drawers");
const loadDialog = () => import("@/components/ui/drawer-dialog");
const RightDrawers = lazy(() => loadDrawers().then((m) => ({ default: m.RightDrawers })));

const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;

export function LazyRightDrawers({ locale }: { locale: Locale }) {
  const { i18n } = useT();
  const requested = usePanelsStore((s) => s.rightDrawer !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);

  useEffect(() => {
    const warm = () => {
      for (const event of INTENT_EVENTS) window.removeEventListener(event, warm);
      void loadDrawers();
      void loadDialog();
      i18n.loadSections(LAZY_SECTIONS).catch(() => undefined);
    };
    for (const event of INTENT_EVENTS) window.addEventListener(event, warm, { passive: true });
    return () => {
      for (const event of INTENT_EVENTS) window.removeEventListener(event, warm);
    };
  }, [i18n]);

  return needed ? (
    <Suspense>
      <RightDrawers locale={locale} />
    </Suspense>
  ) : null;
}
