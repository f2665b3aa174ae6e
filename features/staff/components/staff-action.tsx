"use client";
import { useT } from "@/lib/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postStaff } from "../api";
import { secondaryButton } from "./field";

/**
 * One staff action as a button (mark delivered, move a return on): posts to its staff route,
 * then re-renders the page's server data; the outcome is announced (role=status / alert).
 */
export function StaffAction({
  path,
  body,
  label,
  done,
}: {
  path: string;
  body: Record<string, unknown>;
  label: string;
  done: string;
}) {
  const { t } = useT();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function act() {
    setBusy(true);
    const answer = await postStaff(path, body);
    setBusy(false);
    setOutcome(
      answer.ok ? { ok: true, text: done } : { ok: false, text: t(answer.messageKey, { status: answer.status }) },
    );
    if (answer.ok) router.refresh();
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={secondaryButton} onClick={act} disabled={busy}>
        {label}
      </button>
      {outcome && (
        <span role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "text-sm text-teal" : "text-sm text-sale"}>
          {outcome.text}
        </span>
      )}
    </span>
  );
}
