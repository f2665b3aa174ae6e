import type { BuiltRoute } from "./route-label.mjs";

export declare const STANDALONE_CONFIG_ENV: string;
export declare const CHUNKS_PATH: string;
export declare const SCRIPT_TAG: RegExp;
export declare const PRELOAD_TAG: RegExp;
/** Serving a standalone output: the build's config goes to Next as its standalone server.js gives it; true when it did. */
export declare function applyStandaloneConfig(dir: string, env?: Record<string, string | undefined>): boolean;
export declare function hasConfigFile(dir: string): boolean;
export declare function builtRoutes(distDir: string): { routes: BuiltRoute[] | null; problem: string | null };
export declare function routesFromManifest(manifest: unknown): { routes: BuiltRoute[] | null; problem: string | null };
export type NextPrivateChecks = {
  standaloneConfig: string | null;
  routesManifest: string | null;
  scriptTags: string | null;
  wholePageEnd: string | null;
};
/** Every check of Next's private details against the build in `dir`: a reason for each that differs, else null. */
export declare function checkNextPrivate(options: {
  dir: string;
  rewriteHtml: (html: string) => string;
}): NextPrivateChecks;
export declare const WHEN_OFF: Record<keyof NextPrivateChecks, string>;
import type { NextConfig } from "next";

/** A remote image pattern as next.config.ts gives it (Next's public config type). */
export type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig["images"]>["remotePatterns"]>[number], URL>;
/** For tests: whether Next's image optimizer would fetch `url` under `remotePatterns`. */
export declare function nextAllowsRemoteImage(remotePatterns: readonly (RemotePattern | URL)[], url: URL): boolean;
/** For tests: whether Next's server runs the proxy for an address (with these request headers), from the proxy's `config.matcher`. */
export declare function nextProxyMatcher(
  matcher: unknown,
): (address: string, headers?: Record<string, string>) => boolean;
