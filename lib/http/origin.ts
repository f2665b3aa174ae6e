import { failure } from "./respond";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The cross-site guard of every state-changing route (ADR 0013): a browser names the page that
 * sent a request in `Origin` (and `Sec-Fetch-Site`); one from another site is refused with 403,
 * on top of the session cookie's SameSite=Lax. Requests without either header do not come from
 * a browser page (scripts, server to server) and carry no ambient cookie to abuse.
 */
export function refuseCrossSite(request: Request): Response | null {
  if (SAFE.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
    let from: string | null = null;
    try {
      from = new URL(origin).host;
    } catch {
      // "null" (sandboxed frames, some redirects) is not our page either
    }
    return from === host ? null : crossSite();
  }
  return request.headers.get("sec-fetch-site") === "cross-site" ? crossSite() : null;
}

const crossSite = () => failure(403, "Cross-site request refused", { code: "crossSite" });
