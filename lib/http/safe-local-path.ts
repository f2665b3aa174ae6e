/**
 * A path on our own site that a request asks us to send the shopper to (a checkout address, a
 * page to come back to), or `null`. Starting with "/" is not enough: browsers read `//evil.example`
 * and `/\evil.example` as another host, and drop tabs and newlines before they parse
 * (`/\t/evil.example` becomes `//evil.example`). So: no backslash and no control character
 * anywhere, no encoded slash, backslash or control character in the path (a later decode must not
 * make one), and the address parsed against a fixed base must stay on that base's origin. The
 * answer is the parsed path, query and fragment: what was checked is what is used.
 */

/** Any origin we own would do; this one cannot be registered, so nothing real is ever named. */
const BASE = new URL("https://local.invalid");
/** A generous ceiling: our longest real targets (a checkout with its cart id) are under 100 characters. */
const MAX_LENGTH = 2048;

export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  if (/%(2f|5c|[01][0-9a-f]|7f)/i.test(path)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
