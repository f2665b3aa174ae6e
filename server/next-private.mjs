// Every detail of Next's private side the production server still relies on, and nothing else.
// Next promises none of them: a minor release may change any. So each has a check against the
// running build (`checkNextPrivate`, run once at start-up by main.mjs, and by
// next-private.build.test.ts against the real build in CI): when the shape differs, the part that
// leans on it turns itself off with one warning line and the store serves what stock Next serves.
// ADR 0041 lists them, what each gains, and those given up. ESLint allows `next/dist` imports and
// `__NEXT_PRIVATE_*` variables in this file only; the others are read here as files, not imported.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// 1. The standalone output's config. `next build` writes `.next/standalone` without next.config.ts;
// Next's own generated server.js hands Next the config the build resolved (the `config` of
// `.next/required-server-files.json`) in `__NEXT_PRIVATE_STANDALONE_CONFIG`. This server does the
// same when it serves such a folder (the image), so one start script serves both.

export const STANDALONE_CONFIG_ENV = "__NEXT_PRIVATE_STANDALONE_CONFIG";
const CONFIG_FILES = ["next.config.ts", "next.config.mts", "next.config.js", "next.config.mjs", "next.config.cjs"];

/** The config the build in `dir` resolved, or undefined (no build, or another shape). */
function builtConfig(dir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, ".next", "required-server-files.json"), "utf8"));
    const config = manifest?.config;
    return config && typeof config === "object" && typeof config.distDir === "string" ? config : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `dir` has a next.config file (the repository): then Next loads it at start, as `next start` does. */
export const hasConfigFile = (dir) => CONFIG_FILES.some((name) => existsSync(path.join(dir, name)));

/**
 * When `dir` is a standalone output (no next.config file, a build with its config), puts the build's
 * config in `env.__NEXT_PRIVATE_STANDALONE_CONFIG` and returns true. A folder with a next.config
 * file keeps loading it; a config already given is left alone.
 */
export function applyStandaloneConfig(dir, env = process.env) {
  if (env[STANDALONE_CONFIG_ENV] || hasConfigFile(dir)) return false;
  const config = builtConfig(dir);
  if (!config) return false; // no build here: Next's prepare() reports that itself
  env[STANDALONE_CONFIG_ENV] = JSON.stringify(config);
  return true;
}

/** Next's config loader still reads the variable, and the build still records its config. */
function checkStandaloneConfig(dir) {
  const loader = nextSource("next/dist/server/config.js");
  if (!loader?.includes(STANDALONE_CONFIG_ENV)) return `Next's config loader no longer reads ${STANDALONE_CONFIG_ENV}`;
  if (existsSync(path.join(dir, ".next", "BUILD_ID")) && !builtConfig(dir))
    return "the build's required-server-files.json has no `config` with a distDir";
  return null;
}

// ---------------------------------------------------------------------------------------------
// 2. The routes manifest: each route's pattern (`/[locale]/p/[slug]`) and the regex that matches
// it, for the request log's and the metrics' `route` label and for masking capability parameters
// (a guest cart's id) in the logged path.

/** A route as the labeller needs it: its pattern, a regex with named groups (`d` flag), the groups' parameter names. */
const compileRoute = (route) => ({
  page: route.page,
  regex: new RegExp(route.namedRegex ?? route.regex, "d"),
  params: Object.keys(route.routeKeys ?? {}).map((group) => ({ group, name: group.replace(/^nxtP/, "") })),
});

/** The build's routes, or a reason they cannot be read. */
export function builtRoutes(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  } catch {
    return { routes: null, problem: "no readable routes-manifest.json" };
  }
  return routesFromManifest(manifest);
}

/** The routes of a routes manifest as Next writes it (parsed), or a reason they cannot be read. */
export function routesFromManifest(manifest) {
  const listed = [manifest?.staticRoutes, manifest?.dynamicRoutes];
  if (!listed.every(Array.isArray))
    return { routes: null, problem: "routes-manifest.json has no staticRoutes and dynamicRoutes lists" };
  try {
    const routes = listed.flat().map(compileRoute);
    if (routes.some((route) => typeof route.page !== "string"))
      return { routes: null, problem: "a route of routes-manifest.json has no page" };
    return { routes, problem: checkRoutes(routes) };
  } catch (error) {
    return { routes: null, problem: `routes-manifest.json's routes do not compile: ${error.message}` };
  }
}

// A product page's path and the slug it carries: the manifest must give this route, its named group and its value.
const PROBE = { path: "/en-sa/p/ring-sku-1", page: "/[locale]/p/[slug]", param: "slug", value: "ring-sku-1" };

function checkRoutes(routes) {
  const route = routes.find((r) => r.page === PROBE.page);
  const group = route?.params.find((p) => p.name === PROBE.param)?.group;
  const match = route && group && route.regex.exec(PROBE.path);
  if (!match || match.groups?.[group] !== PROBE.value || !match.indices?.groups?.[group])
    return `routes-manifest.json does not match ${PROBE.path} to ${PROBE.page} with its ${PROBE.param}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// 3. The form of Next's script tags in a page: `<script src async>` for each chunk, and
// low-priority `<link rel=preload as=script>`, which scripts-after-paint.mjs replaces by calls to
// its queue (ADR 0034).

export const CHUNKS_PATH = "/_next/static/chunks/";
export const SCRIPT_TAG = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
export const PRELOAD_TAG =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g;
// Any chunk script but the legacy browsers' polyfill (`noModule`), which modern browsers skip.
const ANY_CHUNK_SCRIPT = /<script(?![^>]*noModule)[^>]+src="\/_next\/static\/chunks\//;

/** A page the build rendered (its 404), rewritten by `rewrite`: Next's tags are all in the expected form. */
function checkScriptTags(distDir, rewrite) {
  let html;
  try {
    html = readFileSync(path.join(distDir, "server", "app", "_not-found.html"), "utf8");
  } catch {
    return "the build has no rendered _not-found.html to read Next's script tags from";
  }
  if (!new RegExp(SCRIPT_TAG.source).test(html))
    return 'Next\'s chunk scripts are no longer `<script src="/_next/static/chunks/…" async="">`';
  if (ANY_CHUNK_SCRIPT.test(rewrite(html))) return "a chunk script of another form is left in the page";
  return null;
}

// ---------------------------------------------------------------------------------------------
// 4. A page sent whole: Next answers a cached or static page with its text in one
// `res.end(text)` (send-payload.js), which page-bytes.mjs answers with bytes encoded once per page
// (ADR 0033) and scripts-after-paint.mjs rewrites. Were Next to stream such a page, both would
// simply never run; the check says so instead.

function checkWholePageEnd() {
  const send = nextSource("next/dist/server/send-payload.js");
  if (!send) return "Next has no server/send-payload.js";
  if (!send.includes("toUnchunkedString()") || !send.includes("res.end(payload)"))
    return "Next's send-payload.js no longer ends a kept page with one res.end(payload)";
  return null;
}

/** The text of one of Next's files, or null: read, never imported. */
function nextSource(file) {
  try {
    return readFileSync(require.resolve(file), "utf8");
  } catch {
    return null;
  }
}

/**
 * Every check against the build in `dir`, each a reason when its detail differs, else null:
 * `standaloneConfig`, `routesManifest`, `scriptTags`, `wholePageEnd`. `rewriteHtml` is the page
 * rewrite the script-tag check runs (scripts-after-paint.mjs).
 */
export function checkNextPrivate({ dir, rewriteHtml }) {
  const distDir = path.join(dir, ".next");
  return {
    standaloneConfig: checkStandaloneConfig(dir),
    routesManifest: builtRoutes(distDir).problem,
    scriptTags: checkScriptTags(distDir, rewriteHtml),
    wholePageEnd: checkWholePageEnd(),
  };
}

/** What each check turns off when it fails, for the warning line. */
export const WHEN_OFF = {
  standaloneConfig: "a standalone folder cannot be given its build's config (the repository's build is unaffected)",
  routesManifest: "request logs and metrics label every route (other) and log only a path's first segment",
  scriptTags: "pages keep Next's script tags (scripts load during the first paint)",
  wholePageEnd: "pages are sent as Next sends them (no kept bytes, no scripts after paint)",
};

// ---------------------------------------------------------------------------------------------
// For tests only: Next's own matchers, which have no public entry, so that tests check our
// config (proxy.ts's matcher, next.config.ts's remote image patterns) with Next's very semantics.
// Loaded when called, never by the server; a Next release that moves them fails those tests
// loudly, not a shopper's page.

/** Whether Next's image optimizer would fetch `url` under `remotePatterns`. */
export function nextAllowsRemoteImage(remotePatterns, url) {
  return require("next/dist/shared/lib/match-remote-pattern").hasRemoteMatch([], remotePatterns, url);
}

/** `(address) => boolean`: whether Next's server runs the proxy for an address, from its `config.matcher` as Next builds it. */
export function nextProxyMatcher(matcher) {
  const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info");
  const { getMiddlewareRouteMatcher } = require("next/dist/shared/lib/router/utils/middleware-route-matcher");
  const { searchParamsToUrlQuery } = require("next/dist/shared/lib/router/utils/querystring");
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(matcher, {}));
  return (address, headers = {}) => {
    const url = new URL(address, "http://shop.test");
    return matches(url.pathname, { headers }, searchParamsToUrlQuery(url.searchParams));
  };
}
