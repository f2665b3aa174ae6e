import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyStandaloneConfig, checkNextPrivate, routesFromManifest } from "./next-private.mjs";
import { routeLabeler } from "./route-label.mjs";

const dirs: string[] = [];
function folder({ config, manifest }: { config?: string; manifest?: unknown }) {
  const dir = mkdtempSync(path.join(tmpdir(), "lumina-standalone-"));
  dirs.push(dir);
  if (config) writeFileSync(path.join(dir, config), "export default {};\n");
  if (manifest !== undefined) {
    mkdirSync(path.join(dir, ".next"));
    writeFileSync(path.join(dir, ".next", "required-server-files.json"), JSON.stringify(manifest));
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const built = {
  version: 1,
  config: {
    distDir: ".next",
    output: "standalone",
    cacheHandler: "../lib/cache/cache-handler.mjs",
    images: { formats: ["image/webp"] },
  },
};

describe("serving a standalone output", () => {
  it("hands Next the config the build resolved when no next.config is beside the build", () => {
    const env: Record<string, string | undefined> = {};
    expect(applyStandaloneConfig(folder({ manifest: built }), env)).toBe(true);
    expect(JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? "")).toEqual(built.config);
  });

  it("leaves the repository's build alone: next.config.ts is loaded at start, as next start does", () => {
    const env: Record<string, string | undefined> = {};
    expect(applyStandaloneConfig(folder({ config: "next.config.ts", manifest: built }), env)).toBe(false);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined();
  });

  it("does nothing without a build, or when a config is already given", () => {
    const env: Record<string, string | undefined> = {};
    expect(applyStandaloneConfig(folder({}), env)).toBe(false);
    expect(applyStandaloneConfig(folder({ manifest: { version: 1 } }), env)).toBe(false);
    expect(env.__NEXT_PRIVATE_STANDALONE_CONFIG).toBeUndefined();
    const given = { __NEXT_PRIVATE_STANDALONE_CONFIG: '{"distDir":".next"}' };
    expect(applyStandaloneConfig(folder({ manifest: built }), given)).toBe(false);
    expect(given.__NEXT_PRIVATE_STANDALONE_CONFIG).toBe('{"distDir":".next"}');
  });
});

describe("a build whose private details differ (a Next upgrade)", () => {
  it("names each detail that differs, so its part turns off", () => {
    const problems = checkNextPrivate({ dir: folder({ manifest: built }), rewriteHtml: (html) => html });
    expect(problems.routesManifest).toMatch(/routes-manifest/);
    expect(problems.scriptTags).toMatch(/_not-found/);
    // Read from the installed Next, not the folder: this Next still has both.
    expect(problems.standaloneConfig).toBeNull();
    expect(problems.wholePageEnd).toBeNull();
  });

  it("refuses a routes manifest of another shape, and one that no longer matches a product page", () => {
    expect(routesFromManifest({ routes: [] }).problem).toMatch(/staticRoutes/);
    const renamed = {
      staticRoutes: [],
      dynamicRoutes: [
        {
          page: "/[locale]/p/[slug]",
          regex: "^/([^/]+?)/p/([^/]+?)(?:/)?$",
          routeKeys: { slug: "slug" },
          namedRegex: "^/(?<locale>[^/]+?)/p/(?<slug>[^/]+?)(?:/)?$",
        },
      ],
    };
    expect(routesFromManifest(renamed).problem).toBeNull();
    const unnamed = {
      staticRoutes: [],
      dynamicRoutes: [{ page: "/[locale]/p/[slug]", regex: "^/([^/]+?)/p/([^/]+?)(?:/)?$" }],
    };
    expect(routesFromManifest(unnamed).problem).toMatch(/does not match/);
  });

  it("logs only a path's first segment when the routes cannot be read: no cart id reaches a line", () => {
    const label = routeLabeler(null);
    expect(label("/en-sa/staff/carts/abc123?x=1")).toEqual({ route: "(other)", path: "/en-sa/[redacted]" });
    expect(label("/robots.txt")).toEqual({ route: "(other)", path: "/robots.txt" });
  });
});
