"use client";
import { useSections, useT } from "@/lib/i18n/client";
import { useState } from "react";
import { describedBy, FieldFrame, inputClass } from "@/components/ui/text-field";

/** A password input with a show/hide toggle; `autoComplete` says current or new password. */
export function PasswordField({
  id,
  label,
  hint,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  useSections("auth");
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy(id, { hint })}
          className={`${inputClass(false)} pe-20`}
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          className="absolute inset-y-0 end-0 px-3 text-sm underline"
          aria-pressed={shown}
        >
          {shown ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
        </button>
      </div>
    </FieldFrame>
  );
}
