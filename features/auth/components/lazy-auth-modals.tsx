"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { usePanelsStore } from "@/features/shell/panels-store";

// The forms load the first time a modal opens: no page pays for them at start-up.
const AuthModals = dynamic(() => import("./auth-modals").then((m) => m.AuthModals), { ssr: false });

export function LazyAuthModals({ locale }: { locale: Locale }) {
  const requested = usePanelsStore((s) => s.authModal !== null);
  const [needed, setNeeded] = useState(requested);
  if (requested && !needed) setNeeded(true);
  return needed ? <AuthModals locale={locale} /> : null;
}
