"use client";
import { reportError } from "@/features/monitoring/report-error";
import { useEffect } from "react";

/**
 * Last-resort fallback when the root layout itself fails: it renders its own document and
 * cannot load translations, so it speaks both languages at once.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>Error 500</h1>
        <p>Sorry, something went wrong on our side.</p>
        <p lang="ar" dir="rtl">
          عذراً، حدث خطأ من جهتنا.
        </p>
        <button type="button" onClick={reset} style={{ padding: "0.75rem 2rem", marginTop: "1rem" }}>
          Try again · حاول مرة أخرى
        </button>
        <p>
          {/* A full load: the root layout failed, so no client navigation is worth trusting here. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Lumina</a>
        </p>
      </body>
    </html>
  );
}
