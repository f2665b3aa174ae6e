import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import {
  LAZY_SECTIONS,
  ROUTE_ONLY_SECTIONS,
  ROUTE_SECTIONS,
  SERVER_ONLY_SECTIONS,
  pickSections,
  shellSections,
} from "./client-sections";

const ROOT = path.resolve(__dirname, "../..");
/** Where the route-only sections may be used on the client: their features and routes. */
const ROUTE_DIRS = [
  ...[
    "features/account",
    "features/address",
    "features/checkout",
    "features/returns",
    "features/reviews",
    "app/[locale]/account",
    "app/[locale]/checkout",
  ],
  ...[
    "features/staff",
    "app/[locale]/staff",
    "features/catalogue/listing",
    "app/[locale]/[listing]",
    "features/tracking",
    "app/[locale]/track-order",
    "features/pickup",
  ],
  // The product page's own parts (drawn only by /p/[slug], which sends its sections).
  "features/catalogue/components/product-page",
  "app/[locale]/p",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [rel] : [];
  });
}

const FILES = ["app", "components", "features", "lib"].flatMap(sourceFiles);
const text = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const sectionKey = new RegExp(`["'\`](${ROUTE_ONLY_SECTIONS.join("|")})\\.[a-zA-Z]`);
const isClient = (file: string) => /^["']use client["']/m.test(text(file));
const inRouteDirs = (file: string) => ROUTE_DIRS.some((dir) => file.startsWith(`${dir}/`));

/** The project files a module imports (`@/…` and relative paths). */
function imports(file: string): string[] {
  return [...text(file).matchAll(/from\s+["'](@\/[^"']+|\.{1,2}\/[^"']+)["']/g)].flatMap(([, spec]) => {
    const base = spec!.startsWith("@/") ? spec!.slice(2) : path.posix.join(path.posix.dirname(file), spec!);
    const found = [".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find((f) => existsSync(path.join(ROOT, f)));
    return found ? [found] : [];
  });
}

/** Does rendering this module reach a client component that uses a route-only section? */
function reachesRouteClientTexts(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (isClient(file) && sectionKey.test(text(file))) return true;
  return imports(file).some((dep) => reachesRouteClientTexts(dep, seen));
}

describe("client translation sections", () => {
  it("splits common into the shell's sections, the routes' own, the lazy ones and the server's, losing none", () => {
    const shell = Object.keys(shellSections(en));
    const routes = Object.keys(pickSections(en, ROUTE_ONLY_SECTIONS));
    const lazy = Object.keys(pickSections(en, LAZY_SECTIONS));
    const serverOnly = SERVER_ONLY_SECTIONS.filter((name) => !name.includes("."));
    expect(routes.sort()).toEqual([...ROUTE_ONLY_SECTIONS].sort());
    expect(lazy.sort()).toEqual([...LAZY_SECTIONS].sort());
    expect([...shell, ...routes, ...lazy, ...serverOnly].sort()).toEqual(Object.keys(en).sort());
    // A dotted name drops only that subsection: the sign-in texts reach the browser, the emails' never.
    const auth = pickSections(en, ["auth"]).auth as Record<string, unknown>;
    expect(Object.keys(auth).sort()).toEqual(
      Object.keys(en.auth)
        .filter((key) => key !== "email")
        .sort(),
    );
    expect(shell).toEqual(expect.arrayContaining(["header", "search", "errors"]));
    expect(shell).not.toContain("cart");
    expect(ROUTE_SECTIONS.account).toContain("returns");
    // The pages that draw a lazy section at once send it.
    expect(ROUTE_SECTIONS.cart).toContain("cart");
    expect(ROUTE_SECTIONS.product).toEqual(expect.arrayContaining(["product", "wishlist"]));
  });

  it("asks for a lazy section in every module that reads one through the page's translator", () => {
    const asks = (source: string, section: string) =>
      new RegExp(`(useSections|useTranslateLater)\\([^)]*["']${section}["']`).test(source) ||
      new RegExp(`loadSections\\(\\[[^\\]]*["']${section}["']`).test(source);
    const reads = (source: string, section: string) =>
      /\buseT\(\)/.test(source) && new RegExp(`\\bt\\([^()]*?["'\`]${section}\\.[a-zA-Z]`).test(source);
    expect(
      reads('const { t } = useT(); t(pressed ? "wishlist.removeNamed" : "x")', "wishlist") &&
        asks('useSections("cart", "wishlist")', "wishlist"),
    ).toBe(true);
    expect(asks('useSections("cart")', "wishlist") || reads('t("cart.title")', "cart")).toBe(false);
    const missing = FILES.filter((file) => !file.startsWith("lib/i18n/")).flatMap((file) =>
      LAZY_SECTIONS.filter((section) => reads(text(file), section) && !asks(text(file), section)).map(
        (section) => `${file}: ${section}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("uses no server-only text in any client component", () => {
    const serverKey = new RegExp(
      `["'\`](${SERVER_ONLY_SECTIONS.map((name) => name.replace(".", "\\.")).join("|")})\\.`,
    );
    expect(
      serverKey.test('t("auth.email.greeting")') &&
        serverKey.test("t(`meta.title`)") &&
        !serverKey.test('t("auth.signIn.title")'),
    ).toBe(true);
    // A client component's own file and every module it imports run in the browser.
    const browserModules = new Set<string>();
    const visit = (file: string) => {
      if (browserModules.has(file)) return;
      browserModules.add(file);
      imports(file).forEach(visit);
    };
    FILES.filter(isClient).forEach(visit);
    expect(browserModules.size).toBeGreaterThan(FILES.filter(isClient).length);
    expect([...browserModules].filter((file) => serverKey.test(text(file)))).toEqual([]);
  });

  it("uses the route-only sections in client components only inside their routes", () => {
    const outside = FILES.filter((file) => !inRouteDirs(file) && isClient(file) && sectionKey.test(text(file)));
    expect(outside).toEqual([]);
  });

  it("renders those components only from their routes (every page else lacks their texts)", () => {
    const leaks = FILES.filter((file) => !inRouteDirs(file)).flatMap((file) =>
      imports(file)
        .filter((dep) => inRouteDirs(dep) && reachesRouteClientTexts(dep))
        .map((dep) => `${file} -> ${dep}`),
    );
    expect(leaks).toEqual([]);
  });
});
