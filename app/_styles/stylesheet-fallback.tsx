"use client";

/**
 * Pages link Next's stylesheet (the locale layout imports app/globals.css). A document Next sends
 * without it, the error shell (`<html id="__next_error__">`) of a 404 at an unmatched address,
 * which React renders in the browser, gets the same stylesheet from /lumina.css instead
 * (app/lumina.css/route.ts). Renders nothing on the server and wherever a stylesheet is linked.
 *
 * The production stylesheet was once inline in every page (ADR 0015);
 * once the scripts were asked for after the first paint (ADR 0034), a linked stylesheet scored as
 * well or better on every template and is cached across pages (docs/log/measurements.md).
 */
export function StylesheetFallback() {
  if (typeof document !== "undefined" && !document.querySelector('link[rel="stylesheet"]')) {
    // eslint-disable-next-line @next/next/no-css-tags -- the stylesheet is ours, not a CSS import Next could bundle
    return <link rel="stylesheet" href="/lumina.css" precedence="default" />;
  }
  return null;
}
