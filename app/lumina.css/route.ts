import css from "#inline-css";

/**
 * The production stylesheet as a file, for the documents Next sends without it: a 404 of an
 * unmatched address comes as an error shell (`<html id="__next_error__">`) that React renders in
 * the browser, where `#inline-css` is empty, so InlineStyles links this instead. Pages rendered
 * on the server carry the same text inline (app/_styles/inline-styles.tsx). Empty in development,
 * where Next links globals.css itself.
 */
export function GET() {
  return new Response(css, {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
