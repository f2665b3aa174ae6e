/**
 * Fields by which a page could name a shopper, or rename the event: the session's identity and
 * the port's own type replace them. Matched in any spelling (`Email`, `CUSTOMER_ID`,
 * `customer-email`) and at any depth (`user.email`, `items[0].cookieId`): a probe found
 * `Email` and nested addresses stored and forwarded as the page wrote them.
 */
const IDENTITY_KEYS = new Set(["email", "customerid", "customeremail", "cookieid", "shopper", "eventtype"]);
const spelling = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");
/** How deep a payload is cleaned; deeper values are dropped (8 KB of JSON has no business nesting further). */
const MAX_DEPTH = 16;

/** The payload without any identity field, at any depth. */
export function withoutIdentity(payload: Record<string, unknown>): Record<string, unknown> {
  return clean(payload, 0) as Record<string, unknown>;
}

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !IDENTITY_KEYS.has(spelling(key)))
      .map(([key, item]) => [key, clean(item, depth + 1)]),
  );
}
