import css from "#inline-css";

/**
 * The production stylesheet as a file, for the documents Next sends without its own link: a 404 of
 * an unmatched address comes as an error shell (`<html id="__next_error__">`) that React renders in
 * the browser, and StylesheetFallback (app/_styles/stylesheet-fallback.tsx) links this there. Pages
 * link Next's copy of the same stylesheet. Empty in development, where Next links globals.css.
 */
export function GET() {
  return new Response(css, {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
