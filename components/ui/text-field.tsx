import clsx from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";

export type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** Translated message; the field is marked invalid while it is set. */
  error?: string;
  className?: string;
};

export const inputClass = (invalid: boolean) =>
  clsx(
    "block h-12 w-full rounded-md border bg-white px-3 text-base text-ink outline-none transition placeholder:text-muted/70 focus:border-ink focus:ring-1 focus:ring-ink disabled:bg-cream",
    invalid ? "border-sale" : "border-line",
  );

/** Label, control, hint and inline error, wired together for screen readers. */
export function FieldFrame({ id, label, hint, error, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(
  id: string,
  { hint, error }: { hint?: string; error?: string },
  extra?: string,
): string | undefined {
  const ids = [extra, hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled text input. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={inputClass(Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
}
