"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { usePanelsStore } from "@/features/shell/client";

// The forms, and their texts (a lazy section), load the first time a modal opens: no page pays
// for them at start-up.
const AuthModals = lazy(() => import("./auth-modals").then((m) => ({ default: m.AuthModals })));

export function LazyAuthModals({ locale }: { locale: Locale }) {
  const { i18n } = useT();
  const requested = usePanelsStore((s) => s.authModal !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  // Asked with the forms' code, not after it (AuthModals waits for them).
  useEffect(() => {
    if (needed) i18n.loadSections(["auth"]).catch(() => undefined);
  }, [needed, i18n]);
  return needed ? (
    <Suspense>
      <AuthModals locale={locale} />
    </Suspense>
  ) : null;
}
