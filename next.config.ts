import type { NextConfig } from "next";
import { withSentryConfig } from "@sentry/nextjs/config";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "./lib/constants";
import { securityHeaderRules } from "./lib/http/security-headers";
import { scriptOrigins, splitScriptUrls } from "./lib/deferred-scripts";
import { hostedCheckoutOrigins } from "./lib/commerce/hosted-origins";
import { strapiMediaPatterns } from "./lib/content/strapi/media-hosts";
import { sharedCacheConfig } from "./lib/cache/next-cache-config";
import { FONT_DIR, FONT_FILES } from "./lib/fonts";

// Headers are fixed when the app is built: set DEFERRED_SCRIPT_URLS and a hosted country's
// COMMERCE_PROVIDER_xx and its store's settings (its checkout origins, for frame-src) for `npm run build` as for the
// server (lib/env-schema.ts validates the same value at run time; the layout loads the scripts).
const deferredScripts = splitScriptUrls(process.env.DEFERRED_SCRIPT_URLS).filter((url) => url.startsWith("https://"));

// Strapi's media (CONTENT_PROVIDER=strapi; ADR 0019): pictures are served from the Strapi server
// (`/uploads/...`, or absolute addresses of its upload provider named by STRAPI_MEDIA_URL), through
// next/image like ours, so the CSP's `img-src 'self'` stands. Set them for `npm run build` and the
// server alike (the optimizer reads this config when the server starts).
const strapiMedia = strapiMediaPatterns({
  STRAPI_URL: process.env.STRAPI_URL,
  STRAPI_MEDIA_URL: process.env.STRAPI_MEDIA_URL,
});

// What the standalone output (ADR 0029) needs beyond the files Next traces from the routes: the
// production server (server/serve.mjs serves that folder in the image) and every file it imports,
// the migrations (read from lib/db/migrations at start) and the font subsets the /fonts route reads
// from lib/fonts/files. Attached to routes that are never static (only those have traces); the
// packages the server imports (next, pino, prom-client, pg, @redis/client) are traced from the
// app's routes, except its own two, named here with what they load: lru-cache (the page bytes,
// server/page-bytes.mjs) and compression (server/app-server.mjs).
const SERVER_ONLY_PACKAGES = [
  "lru-cache",
  "compression",
  "bytes",
  "compressible",
  "mime-db",
  "destroy",
  "negotiator",
  "on-headers",
  "safe-buffer",
  "vary",
];
const standaloneIncludes = {
  "/api/ready": [
    "server/*.mjs",
    "lib/log/redact.mjs",
    "lib/db/migrations/**/*",
    "lib/db/pglite-thread.mjs",
    ...SERVER_ONLY_PACKAGES.map((name) => `node_modules/${name}/**/*`),
  ],
  "/fonts/*": FONT_FILES.map((file) => `${FONT_DIR}/${file}`),
};

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  // `next build` also writes .next/standalone: the server files and only the node_modules they load,
  // which the image runs with server/serve.mjs. Only the build gets the setting: the repository's
  // server loads this config at start, where Next would warn that `next start` cannot serve it.
  ...(phase === PHASE_PRODUCTION_BUILD && { output: "standalone", outputFileTracingIncludes: standaloneIncludes }),
  // CI type-checks in its own step (`npm test`'s typecheck) before the e2e build: the build does not
  // check again there (about 25 s on 2 cores). Every other build (npm start, npm run build) does.
  typescript: { ignoreBuildErrors: process.env.CI === "true" },
  poweredByHeader: false,
  // The production server compresses the answers itself, after it has moved a page's scripts
  // after its first paint (server/app-server.mjs, ADR 0034); `next dev` sends them as
  // they are.
  compress: false,
  // `next dev` serves its client resources to these hosts too (tests and screenshots use 127.0.0.1).
  allowedDevOrigins: ["127.0.0.1"],
  // Hashing every cached page for an ETag costs throughput on each hit; pages carry
  // s-maxage/stale-while-revalidate for caches instead.
  generateEtags: false,
  // REDIS_URL: one cache for every instance (ADR 0025). Read when the config is loaded: at start for
  // `next start`, at build for the standalone server, whose config is fixed then.
  ...sharedCacheConfig(process.env.REDIS_URL, phase, process.cwd(), process.env.E2E_PRIVATE_CACHE === "1"),
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are. The
  // metrics registry, the logger, the job queue and the Redis client are loaded from node_modules too,
  // so every bundle and the server script (server/serve.mjs) share one instance of each (ADR 0027).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "prom-client",
    "pino",
    "pg-boss",
    "@redis/client",
    "@fortedigital/nextjs-cache-handler",
  ],
  turbopack: {
    // app/_styles/globals.inline-css becomes a module exporting the compiled stylesheet (app/lumina.css/route.ts, the stylesheet of the error shell).
    rules: { "*.inline-css": { loaders: ["./scripts/lib/tailwind-string-loader.cjs"], as: "*.js" } },
  },
  images: {
    deviceSizes: IMAGE_DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    // WebP only: AVIF encoding is several times slower on a 2-core server for little gain here.
    formats: ["image/webp"],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/content/**" }, { pathname: "/brand/**" }],
    // A hosted country's product pictures (ADR 0021): BigCommerce's CDN serves each store under
    // /s-{store hash}/ on cdn11.bigcommerce.com (the host the Storefront API's image URLs name; other
    // cdnN hosts and the store's own *.bigcommerce.com names are the same CDN).
    remotePatterns: [
      { protocol: "https", hostname: "cdn11.bigcommerce.com", pathname: "/s-*/**" },
      { protocol: "https", hostname: "*.bigcommerce.com", pathname: "/s-*/**" },
      ...strapiMedia,
    ],
    // A CMS's icons and logos are SVG, and the CSP lets pictures come only from our origin: the
    // optimizer passes SVG through as it is (never rasterized), with its own response CSP (no
    // scripts, sandboxed) and as an attachment, so an SVG opened as a page cannot run anything.
    // Our own SVGs keep `unoptimized` (components/ui/content-image.tsx).
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: "script-src 'none'; frame-src 'none'; sandbox;",
    contentDispositionType: "attachment",
    // The optimizer refuses upstream hosts that resolve to private or loopback addresses (SSRF).
    // Only the e2e run, whose fake Strapi listens on 127.0.0.1, turns that off, with this flag.
    dangerouslyAllowLocalIP: process.env.E2E_IMAGES_ALLOW_LOCAL_IP === "1",
  },
  async headers() {
    return securityHeaderRules({
      development: phase === PHASE_DEVELOPMENT_SERVER,
      scriptOrigins: scriptOrigins(deferredScripts),
      frameOrigins: hostedCheckoutOrigins(process.env),
    });
  },
});

/**
 * Sentry's build options: no source maps are uploaded unless a SENTRY_AUTH_TOKEN is
 * given to the build (no network call, no token needed for a build here). No `tunnelRoute`: its
 * rewrite relayed any envelope to any Sentry project (an open relay). Browser reports go to our own
 * `/monitoring` route instead (app/monitoring/route.ts, the SDK's `tunnel` option), which relays
 * only the configured DSN's project; proxy.ts leaves the path alone. The SDK itself still starts
 * only when a DSN is configured (instrumentation-client.ts, instrumentation-node.ts).
 */
export const sentryBuildOptions = {
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  telemetry: false,
  silent: true,
};

const config = (phase: string) => withSentryConfig(nextConfig(phase), sentryBuildOptions);
export default config;
