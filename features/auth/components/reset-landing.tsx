"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { useAuthModal } from "@/features/shell/client";
import { primaryButton } from "./submit-button";

/** The reset mail's landing page: opens the update-password modal with the link's email and token. */
export function ResetLanding() {
  const { t } = useT();
  useSections("auth");
  const params = useSearchParams();
  const { open } = useAuthModal();
  const email = params.get("email");
  const token = params.get("token");
  const complete = Boolean(email && token);
  useEffect(() => {
    if (email && token) open("update-password", { reset: { email, token } });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, token]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 text-center">
      <h1 className="mb-4 text-2xl font-semibold">{t("auth.resetPage.title")}</h1>
      {complete ? (
        <button
          type="button"
          className={primaryButton}
          onClick={() => open("update-password", { reset: { email: email!, token: token! } })}
        >
          {t("auth.update.title")}
        </button>
      ) : (
        <>
          <p className="mb-8">{t("auth.resetPage.missing")}</p>
          <button type="button" className={primaryButton} onClick={() => open("reset-password")}>
            {t("auth.reset.title")}
          </button>
        </>
      )}
    </div>
  );
}
