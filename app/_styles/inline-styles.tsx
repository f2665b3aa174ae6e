"use client";
import css from "#inline-css";

/**
 * Production pages carry the whole stylesheet in their <head> (~53 KB, ~10 KB compressed), so the
 * first frame waits for no stylesheet request. With a linked stylesheet the first paint on a phone
 * often came after ~200 ms, and Chromium's compositor then held it to the next whole second
 * (docs/testing.md). The CSS string exists only where this renders on the server: the browser's
 * `#inline-css` is empty (package.json `imports`), so neither the scripts nor the RSC payload
 * carry it (Next's own `experimental.inlineCss` writes it into both the <head> and the payload).
 * On hydration React finds the server's <style> by its `href` and keeps it. In development
 * `#inline-css` is empty too and the layout imports globals.css the usual way (hot reload).
 */
export function InlineStyles() {
  if (!css) return null;
  return (
    <style href="lumina-styles" precedence="default">
      {css}
    </style>
  );
}
