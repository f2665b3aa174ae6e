"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useAuthModal } from "@/features/shell/client";
import { primaryButton } from "./submit-button";

/** The bag's checkout modal for a guest: sign in and go on to checkout, or check out as a guest. */
export function CheckoutGuest() {
  const { t } = useT();
  useSections("auth");
  const router = useRouter();
  const { checkoutUrl, open, close } = useAuthModal();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("auth.checkoutGuest.text")}</p>
      <button type="button" className={primaryButton} onClick={() => open("sign-in", { checkoutUrl })}>
        {t("auth.checkoutGuest.signIn")}
      </button>
      <button
        type="button"
        className="block h-12 w-full rounded-md border border-ink px-4 text-sm font-semibold"
        onClick={() => {
          close();
          if (checkoutUrl) router.push(checkoutUrl);
        }}
      >
        {t("auth.checkoutGuest.guest")}
      </button>
    </div>
  );
}
