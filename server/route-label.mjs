// The route a request went to, as a pattern (`/[locale]/p/[slug]`, `/api/cart/addProduct`,
// `/_next/static/*`), for the request log and the metrics' `route` label. A raw path would give a
// label per product and per asset (unbounded cardinality); the patterns come from the build's
// routes (next-private.mjs `builtRoutes`), so there are as many labels as routes, plus three for
// Next's own files and `(other)` for paths no route matches. Without the build's routes (no build,
// or a manifest of another shape) every path is `(other)` and only its first segment is logged,
// so no capability can reach a log line.

// The app's pages live under `[locale]`, a `{lang}-{region}` segment; a route's pattern would match
// any first segment (`/favicon.ico` is "a locale" to `/[locale]`), which is not the route it went to.
const LOCALE_SEGMENT = /^\/[a-z]{2}-[a-z]{2}(?=[/.]|$)/;
// Parameters that carry a capability (a guest cart's id opens it; a mail's id shows it to staff):
// their values are masked in the logged path, like the query's secrets.
const SECRET_PARAM = /id$/i;

function compile(route) {
  const masked = route.params.filter((param) => SECRET_PARAM.test(param.name)).map((param) => param.group);
  return { page: route.page, regex: route.regex, masked, localized: route.page.startsWith("/[locale]") };
}

/** A path's first segment, the rest masked: what is logged when no route can be matched. */
const firstSegment = (pathname) => pathname.replace(/^(\/[^/]*)\/.+$/, "$1/[redacted]");

/** Masks the values of capability parameters in a matched path. */
function maskPath(pathname, match, masked) {
  let out = pathname;
  // From the right, so the spans found stay valid as the string changes.
  const spans = masked
    .map((key) => match.indices?.groups?.[key])
    .filter(Boolean)
    .sort((a, b) => b[0] - a[0]);
  for (const [start, end] of spans) out = `${out.slice(0, start)}[redacted]${out.slice(end)}`;
  return out;
}

/**
 * Returns `(url) => { route, path }`: the route pattern and the path to log (capabilities masked).
 * `builtRoutes` is next-private.mjs's list, or null.
 */
export function routeLabeler(builtRoutes) {
  const routes = builtRoutes?.map(compile) ?? [];
  return (url = "/") => {
    const pathname = url.split("?")[0] || "/";
    if (pathname.startsWith("/_next/static/")) return { route: "/_next/static/*", path: pathname };
    if (pathname === "/_next/image") return { route: "/_next/image", path: pathname };
    if (pathname.startsWith("/_next/")) return { route: "/_next/*", path: pathname };
    for (const route of routes) {
      if (route.localized && !LOCALE_SEGMENT.test(pathname)) continue;
      const match = route.regex.exec(pathname);
      if (match)
        return { route: route.page, path: route.masked.length ? maskPath(pathname, match, route.masked) : pathname };
    }
    return { route: "(other)", path: builtRoutes ? pathname : firstSegment(pathname) };
  };
}
