"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postStaff } from "../api";
import { Field, primaryButton } from "./field";

/** The staff sign-in: an agent's e-mail and password, or the store's staff token. */
export function StaffSignIn({ next }: { next: string | null }) {
  const { t } = useT();
  const router = useRouter();
  const [withToken, setWithToken] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = withToken
      ? { token: form.get("token") }
      : { email: form.get("email"), password: form.get("password") };
    setBusy(true);
    const answer = await postStaff("sign-in", body);
    setBusy(false);
    if (!answer.ok) return setError(t(answer.status === 429 ? "staff.signIn.tooMany" : "staff.signIn.failed"));
    if (next) router.push(next);
    else router.refresh();
  }

  return (
    <form onSubmit={submit} className="mt-6 max-w-sm space-y-4" aria-label={t("staff.signIn.title")}>
      {withToken ? (
        <Field label={t("staff.signIn.token")} name="token" type="password" autoComplete="off" required />
      ) : (
        <>
          <Field label={t("staff.signIn.email")} name="email" type="email" autoComplete="username" required />
          <Field
            label={t("staff.signIn.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t("staff.signIn.submit")}
        </button>
        <button type="button" className="text-sm underline" onClick={() => (setWithToken(!withToken), setError(null))}>
          {t(withToken ? "staff.signIn.useAccount" : "staff.signIn.useToken")}
        </button>
      </div>
    </form>
  );
}
