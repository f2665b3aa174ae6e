"use client";
import css from "#inline-css";

/** The server's inline copy as React hoists it into <head> (`data-href` is the `href` below), or Next's link in development. */
const STYLED = 'style[data-href="lumina-styles"], link[rel="stylesheet"]';

/**
 * Production pages carry the whole stylesheet in their <head> (~53 KB, ~10 KB compressed), so the
 * first frame waits for no stylesheet request. With a linked stylesheet the first paint on a phone
 * often came after ~200 ms, and Chromium's compositor then held it to the next whole second
 * (docs/testing.md, ADR 0015). The CSS string exists only where this renders on the server: the
 * browser's `#inline-css` is empty (package.json `imports`), so neither the scripts nor the RSC
 * payload carry it (Next's own `experimental.inlineCss` writes it into both the <head> and the
 * payload). In the browser this renders nothing and the server's <style> stays, except in a
 * document the server sent without it (Next's error shell for a 404 of an unmatched address,
 * rendered by React in the browser): there it links the same stylesheet from /lumina.css. In
 * development `#inline-css` is empty too and the layout imports globals.css (hot reload).
 */
export function InlineStyles() {
  if (css) {
    return (
      <style href="lumina-styles" precedence="default">
        {css}
      </style>
    );
  }
  if (typeof document !== "undefined" && !document.querySelector(STYLED)) {
    // eslint-disable-next-line @next/next/no-css-tags -- the stylesheet is ours, not a CSS import Next could bundle
    return <link rel="stylesheet" href="/lumina.css" precedence="default" />;
  }
  return null;
}
