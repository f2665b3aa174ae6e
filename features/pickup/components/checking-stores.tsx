"use client";
import { useT } from "@/lib/i18n/client";

/** What the checkout's boutique choice says while the boutiques' stock is asked for. */
export function CheckingStores() {
  const { t } = useT();
  return <p className="min-h-24 text-sm text-muted">{t("pickup.checking")}</p>;
}
