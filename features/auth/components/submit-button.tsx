export const primaryButton =
  "block h-12 w-full rounded-md bg-ink px-4 text-sm font-semibold tracking-wide text-white disabled:opacity-60";
export const linkButton = "text-sm font-medium underline underline-offset-2";

/** The form's main button; busy while its request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
      {children}
    </button>
  );
}
