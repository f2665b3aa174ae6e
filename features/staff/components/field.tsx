import type { InputHTMLAttributes } from "react";

/** A labelled text input of the staff forms. */
export function Field({
  label,
  help,
  ...input
}: { label: string; help?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <input {...input} className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-base" />
      {help && <span className="mt-1 block text-xs font-normal text-muted">{help}</span>}
    </label>
  );
}

export const primaryButton =
  "rounded-md bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-navy disabled:opacity-60";
export const secondaryButton = "rounded-md border border-ink px-4 py-1.5 text-sm font-semibold disabled:opacity-60";
