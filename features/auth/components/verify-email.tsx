"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { verifyEmail } from "../api";
import { useAuthModal } from "@/features/shell/client";
import { primaryButton } from "./submit-button";

/** The verification mail's landing page: confirms once, then offers sign-in (or a new link). */
export function VerifyEmail({ locale }: { locale: Locale }) {
  const { t } = useT();
  useSections("auth");
  const params = useSearchParams();
  const { open } = useAuthModal();
  const [state, setState] = useState<"checking" | "done" | "failed">("checking");
  const started = useRef(false);
  const email = params.get("email") ?? "";

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get("token") ?? "";
    verifyEmail({ email, token, region: LOCALES[locale].region }).then(
      () => setState("done"),
      () => setState("failed"),
    );
  }, [email, params, locale]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 text-center" aria-live="polite">
      <h1 className="mb-4 text-2xl font-semibold">{t("auth.verify.title")}</h1>
      <p className="mb-8">{t(`auth.verify.${state}`)}</p>
      {state !== "checking" && (
        <button
          type="button"
          className={primaryButton}
          onClick={() => open("sign-in", state === "failed" ? { unverifiedEmail: email } : {})}
        >
          {t("auth.verify.signIn")}
        </button>
      )}
    </div>
  );
}
