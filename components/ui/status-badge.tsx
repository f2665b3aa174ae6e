import clsx from "clsx";

/**
 * A status as a badge: the status in words (never colour alone), with a screen-reader prefix
 * naming what it is the status of. Orders and returns give their own tones.
 */
export function StatusBadge({ label, srLabel, tone }: { label: string; srLabel: string; tone: string | undefined }) {
  return (
    <span className={clsx("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", tone ?? "bg-cream")}>
      <span className="sr-only">{srLabel}: </span>
      {label}
    </span>
  );
}
