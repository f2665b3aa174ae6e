import type { ReactNode } from "react";

/** One numbered step of the one-page checkout; hook-free, so server and client trees both use it. */
export function CheckoutSection({
  step,
  stepLabel,
  title,
  id,
  children,
}: {
  step: number;
  stepLabel: string;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-b border-line pb-8 last:border-b-0">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-ink text-sm text-white"
        >
          {step}
        </span>
        <span className="sr-only">{stepLabel}: </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
