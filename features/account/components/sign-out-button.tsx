"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { signOut } from "@/features/auth/client";
import { useAccountToast } from "../use-account-toast";

/**
 * Sign Out of the account menu (no link, an action). The auth feature does the
 * sign-out itself (cart handed back, the customer's cached data dropped); then
 * the page renders again, for a guest.
 */
export function SignOutButton({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useT();
  const router = useRouter();
  const toast = useAccountToast();
  const [pending, setPending] = useState(false);

  async function click() {
    setPending(true);
    try {
      await signOut(locale);
      router.refresh();
    } catch {
      toast.error("account.signOutFailed");
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" onClick={click} disabled={pending} aria-busy={pending || undefined} className={className}>
      {pending ? t("account.signingOut") : t("account.signOut")}
    </button>
  );
}
