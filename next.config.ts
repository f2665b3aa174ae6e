import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { IMAGE_DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from "./lib/constants";
import { securityHeaders } from "./lib/http/security-headers";

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` serves its client resources to these hosts too (tests and screenshots use 127.0.0.1).
  allowedDevOrigins: ["127.0.0.1"],
  // Hashing every cached page for an ETag costs throughput on each hit; pages carry
  // s-maxage/stale-while-revalidate for caches instead.
  generateEtags: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  turbopack: {
    // app/_styles/globals.inline-css becomes a module exporting the compiled stylesheet (app/_styles/inline-styles.tsx).
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
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ development: phase === PHASE_DEVELOPMENT_SERVER }) }];
  },
});

export default nextConfig;
