/** A remote pattern as next.config's `images.remotePatterns` takes it. */
export type MediaPattern = { protocol: "http" | "https"; hostname: string; port?: string; pathname: string };

/**
 * Where next/image may fetch Strapi's media from (CONTENT_PROVIDER=strapi; ADR 0019): Strapi's own
 * upload folder (`/uploads/...` on STRAPI_URL's host; the adapter resolves media URLs against
 * that origin, so a path prefix of STRAPI_URL plays no part), and everything under
 * STRAPI_MEDIA_URL, the upload provider's host (a bucket or CDN). Nothing else on either host:
 * the optimizer is not a proxy to Strapi's API.
 */
export function strapiMediaPatterns(env: { STRAPI_URL?: string; STRAPI_MEDIA_URL?: string }): MediaPattern[] {
  const pattern = (value: string | undefined, pathname: (url: URL) => string): MediaPattern[] => {
    if (!value || !URL.canParse(value)) return [];
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return [];
    return [
      {
        protocol: url.protocol === "https:" ? "https" : "http",
        hostname: url.hostname,
        ...(url.port && { port: url.port }),
        pathname: pathname(url),
      },
    ];
  };
  return [
    ...pattern(env.STRAPI_URL, () => "/uploads/**"),
    ...pattern(env.STRAPI_MEDIA_URL, (url) => `${url.pathname.replace(/\/+$/, "")}/**`),
  ];
}
