// Relative, not "@/": next.config.ts loads this file too, outside the bundler's aliases.
import { THIRD_PARTY_SCRIPT_DELAY_MS } from "./constants";

/**
 * The retailer's two deferred third-party scripts (DEFERRED_SCRIPT_URLS): appended, async,
 * THIRD_PARTY_SCRIPT_DELAY_MS (10 s) after the page's load event, so they never compete with the
 * first paint or hydration. Returns a cancel function. Each URL is added once per document.
 */
export function loadDeferredScripts(
  urls: readonly string[],
  doc: Document = document,
  win: Window = window,
  delayMs = THIRD_PARTY_SCRIPT_DELAY_MS,
): () => void {
  if (urls.length === 0) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const append = () => {
    for (const src of urls) {
      if (doc.querySelector(`script[data-deferred="${CSS.escape(src)}"]`)) continue;
      const script = doc.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.deferred = src;
      doc.body.appendChild(script);
    }
  };
  const start = () => void (timer = setTimeout(append, delayMs));
  if (doc.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
  return () => {
    clearTimeout(timer);
    win.removeEventListener("load", start);
  };
}

/** DEFERRED_SCRIPT_URLS as a list (comma-separated). */
export function splitScriptUrls(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
}

/** The origins the CSP must allow for these scripts, and nothing else. */
export function scriptOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
