// Shared by the app's logger (lib/log/logger.ts) and the production server script, which is plain
// ESM and cannot import TypeScript: both must hide the same fields, so the list lives here once.

/**
 * Keys whose values never reach a log line: credentials, session material and personal data.
 * Lower-case and as sent on the wire (headers arrive lower-cased from Node).
 */
const SENSITIVE_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "x-auth-token",
  "x-staff-token",
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
  "storefrontToken",
  "apiKey",
  "secret",
  "sessionSecret",
  "smtpUrl",
  "databaseUrl",
  "email",
  "phone",
  "firstName",
  "lastName",
  "address1",
  "address2",
  "street",
];

/**
 * pino matches a redact path at one fixed depth (`*` stands for exactly one key), so each key is
 * listed at the top level and under up to four levels of nesting: `{req: {headers: {cookie}}}`
 * and `{err: {cause: {request: {token}}}}` are both covered.
 */
const MAX_DEPTH = 4;

/** @param {string} key */
const access = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);

/** @type {string[]} */
export const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => {
  const tail = access(key);
  const paths = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    const prefix = "*.".repeat(depth);
    paths.push(tail.startsWith("[") ? (depth === 0 ? tail : prefix.slice(0, -1) + tail) : prefix + tail);
  }
  return paths;
});

/** What a redacted value is replaced with, in log fields and in URLs alike. */
export const REDACTED = "[redacted]";

/**
 * Query parameters whose values are secrets or personal data: verification and reset links carry
 * `email` and `token`, an order confirmation `key`, a guest cart is opened by its `cartId`.
 * Compared lower-case.
 */
const SENSITIVE_PARAMS = new Set([
  "token",
  "access_token",
  "key",
  "apikey",
  "api_key",
  "secret",
  "password",
  "email",
  "phone",
  "code",
  "signature",
  "sig",
  "jwt",
  "cartid",
  "session",
]);

/**
 * Keeps a URL's path and the names of its query parameters, replacing the values of sensitive ones
 * with "[redacted]". Works on a full URL and on a path with a query (as `req.url` is); a string
 * that is not a URL at all is returned without its query, the safe side.
 * @param {string} url
 * @returns {string}
 */
export function scrubUrl(url) {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const hashAt = url.indexOf("#", queryAt);
  const head = url.slice(0, queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const parts = query.split("&").map((pair) => {
    const equals = pair.indexOf("=");
    if (equals === -1) return pair;
    const rawName = pair.slice(0, equals);
    let name;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " "));
    } catch {
      // An undecodable name may hide anything: drop its value.
      return `${rawName}=${REDACTED}`;
    }
    return SENSITIVE_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
  });
  // A fragment never reaches the server; when a full URL carries one, it is dropped rather than kept.
  return `${head}?${parts.join("&")}`;
}
