const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
const NOSNIFF = { key: "X-Content-Type-Options", value: "nosniff" };

/**
 * Security headers on every response, set in next.config.ts. The CSP allows inline
 * scripts and styles because Next's streamed pages carry inline bootstrap scripts, and nonces
 * would make every page dynamic (no cached catalogue pages); everything else is closed: no
 * other origins for scripts, frames, connections or forms, no plugins, no framing of our pages.
 * The development server also needs `eval` (React's refresh) and a websocket.
 */
export function securityHeaders({
  development,
  scriptOrigins = [],
  frameOrigins = [],
}: {
  development: boolean;
  scriptOrigins?: string[];
  frameOrigins?: string[];
}): { key: string; value: string }[] {
  // The deferred third-party scripts' origins (DEFERRED_SCRIPT_URLS): they may load and call home, nothing more.
  const extra = scriptOrigins.map((origin) => ` ${origin}`).join("");
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ""}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${extra}${development ? " ws: wss:" : ""}`,
    // Hosted countries' checkout domains: sign-out loads their logout address in a hidden frame.
    `frame-src 'self'${frameOrigins.map((origin) => ` ${origin}`).join("")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    HSTS,
    { key: "X-Frame-Options", value: "DENY" },
    NOSNIFF,
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), payment=(), geolocation=(self)" },
  ];
}

/**
 * The part of the security headers that applies to a script, stylesheet or font file rather than a
 * document: a CSP, frame, referrer or permissions policy governs documents only, so they are left
 * off (on HTTP/1.1 each header is sent again with each of a page's dozen scripts, ~750 bytes each).
 * HSTS and nosniff stay: every answer of the server carries them, so a browser whose first request
 * is for a file (a preload, a cached page's script) still learns HTTPS-only, and no file can be
 * sniffed into another type.
 */
export const STATIC_ASSET_HEADERS: { key: string; value: string }[] = [HSTS, NOSNIFF];

/** Next's hashed build files (`/_next/static/...`) get the file set; every other path the full set. */
export function securityHeaderRules(
  options: Parameters<typeof securityHeaders>[0],
): { source: string; headers: { key: string; value: string }[] }[] {
  return [
    { source: "/_next/static/:path*", headers: STATIC_ASSET_HEADERS },
    { source: "/:path((?!_next/static/).*)", headers: securityHeaders(options) },
  ];
}
