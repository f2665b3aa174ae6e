"use client";
import { lazy, Suspense, useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { usePanelsStore } from "@/features/shell/client";

// The forms load the first time a modal opens: no page pays for them at start-up.
const AuthModals = lazy(() => import("./auth-modals").then((m) => ({ default: m.AuthModals })));

export function LazyAuthModals({ locale }: { locale: Locale }) {
  const requested = usePanelsStore((s) => s.authModal !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  return needed ? (
    <Suspense>
      <AuthModals locale={locale} />
    </Suspense>
  ) : null;
}
