import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startUpGraph } from "@/tests/support/import-graph";
import {
  cycles,
  elementaryCycles,
  featureOf,
  isPublicEntry,
  isTest,
  projectArrows,
  report,
  root,
  violations,
  type Arrow,
  type Kind,
} from "./import-arrows";

/**
 * The import arrows that ran back up stay at zero (ADR 0032). The lint rules refuse
 * the imports one file at a time (features/boundaries.test.ts); this reads the whole graph,
 * relative and dynamic imports included, and refuses what no single file shows: a cycle.
 */
const arrows = projectArrows();
const figures = report(arrows);
const FEATURES = readdirSync(join(root, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the import arrows between the layers (docs/architecture.md, Layers)", () => {
  it("reads the project (sanity: the graph is not empty)", () => {
    expect(arrows.length).toBeGreaterThan(1000);
    expect(figures.crossFeature.length).toBeGreaterThan(50);
  });

  it("components/ imports no feature (tests and mocks included)", () => {
    expect(figures.componentsToFeatures.map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it("features meet only through public entries (index, client, server, schema), whatever the kind of import", () => {
    const deep = figures.crossFeature.filter((a) => !isTest(a.from) && !isPublicEntry(a.to));
    expect(deep.map((a) => `${a.from} -> ${a.to} (${a.kind})`)).toEqual([]);
  });

  it("no two features import each other, and no feature imports app/", () => {
    expect(figures.twoWay).toEqual([]);
    const up = arrows.filter((a) => featureOf(a.from) && !isTest(a.from) && a.to.startsWith("app/"));
    expect(up.map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
  });

  it("has no cycle between features, nor between modules", () => {
    expect(figures.featureCycles).toEqual([]);
    expect(figures.moduleCycles).toEqual([]);
  });

  it("gives every feature an index.ts", () => {
    expect(FEATURES.filter((feature) => !existsSync(join(root, "features", feature, "index.ts")))).toEqual([]);
  });

  it("keeps every index.ts plain: no server-only code, no zod, no fetcher, no query cache, no dialogs, no toasts", () => {
    const HEAVY = /^(server-only|zod|axios|@tanstack\/|@headlessui\/|react-hot-toast|i18next$|next-i18next)/;
    const found = FEATURES.flatMap((feature) => {
      const { packages } = startUpGraph(`features/${feature}/index.ts`);
      return [...packages]
        .filter(([name]) => HEAVY.test(name))
        .map(([name, by]) => `features/${feature}/index.ts loads ${name} (imported by ${by})`);
    });
    expect(found).toEqual([]);
  });

  it("keeps server-only code out of every client.ts", () => {
    const found = FEATURES.filter((feature) => existsSync(join(root, "features", feature, "client.ts"))).flatMap(
      (feature) => {
        const serverOnly = startUpGraph(`features/${feature}/client.ts`).packages.get("server-only");
        return serverOnly ? [`features/${feature}/client.ts reaches server-only through ${serverOnly}`] : [];
      },
    );
    expect(found).toEqual([]);
  });
});

describe("cycle finding", () => {
  const graph = (edges: [string, string][]) => {
    const map = new Map<string, Set<string>>();
    for (const [a, b] of edges) {
      if (!map.has(a)) map.set(a, new Set());
      if (!map.has(b)) map.set(b, new Set());
      map.get(a)!.add(b);
    }
    return map;
  };

  it("finds the strongly connected sets and each elementary cycle once", () => {
    const g = graph([
      ["auth", "cart"],
      ["cart", "auth"],
      ["cart", "catalogue"],
      ["catalogue", "search"],
      ["search", "catalogue"],
      ["account", "shell"],
    ]);
    expect(cycles(g)).toEqual([
      ["auth", "cart"],
      ["catalogue", "search"],
    ]);
    expect(elementaryCycles(g)).toEqual([
      ["auth", "cart"],
      ["catalogue", "search"],
    ]);
    expect(
      cycles(
        graph([
          ["a", "b"],
          ["b", "c"],
        ]),
      ),
    ).toEqual([]);
  });
});

describe("npm run lint's check (import-arrows --check)", () => {
  const arrow = (from: string, to: string): Arrow => ({ from, to, specifier: to, kind: "value" });

  it("passes on the project as it is", () => {
    expect(violations(figures)).toEqual([]);
  });

  it("names each arrow that runs back up: components -> feature, deep, two-way, cycles", () => {
    const found = violations(
      report([
        arrow("components/ui/card.tsx", "features/cart/client.ts"),
        arrow("features/cart/a.ts", "features/auth/internal.ts"),
        arrow("features/auth/internal.ts", "features/cart/index.ts"),
      ]),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "components/ imports a feature: components/ui/card.tsx -> features/cart/client.ts",
        "past a public entry: features/cart/a.ts -> features/auth/internal.ts",
        expect.stringMatching(/^features import each other: /),
        expect.stringMatching(/^features in a cycle: \{auth, cart\}/),
      ]),
    );
  });

  it("refuses a circle of modules whatever its imports: type-only, dynamic, and in tests", () => {
    const circle = (first: Kind, second: Kind, from = "features/cart/api.ts", to = "features/cart/cart-errors.ts") =>
      violations(
        report([
          { from, to, specifier: to, kind: first },
          { from: to, to: from, specifier: from, kind: second },
        ]),
      );
    const refused = ["modules in a cycle: {features/cart/api.ts, features/cart/cart-errors.ts}"];
    expect(circle("value", "type")).toEqual(refused);
    expect(circle("type", "type")).toEqual(refused);
    expect(circle("dynamic", "value")).toEqual(refused);
    expect(circle("type", "value", "tests/msw/fake.ts", "tests/msw/parts.ts")).toEqual([
      "modules in a cycle: {tests/msw/fake.ts, tests/msw/parts.ts}",
    ]);
    // A test's vi.mock names a module without importing it: no circle.
    expect(circle("mock", "value", "features/cart/api.test.ts", "features/cart/api.ts")).toEqual([]);
    expect(circle("type", "type", "lib/a.ts", "lib/b.ts")).toEqual(["modules in a cycle: {lib/a.ts, lib/b.ts}"]);
  });

  it("reads a type-only import as an arrow of the graph (import type, named types, export type, import() types)", () => {
    const typeArrows = arrows.filter((a) => a.kind === "type");
    expect(typeArrows.length).toBeGreaterThan(100);
    expect(typeArrows).toContainEqual(
      expect.objectContaining({ from: "features/cart/cart-errors.ts", to: "features/cart/cart-error-types.ts" }),
    );
  });

  it("keeps the production server (server/) apart: the app never imports it, it imports only the shared redaction list", () => {
    expect(figures.serverCrossings.map((a) => `${a.from} -> ${a.to}`)).toEqual([]);
    // Sanity: the server's own arrows are read.
    expect(arrows.some((a) => a.from === "server/main.mjs" && a.to === "server/app-server.mjs")).toBe(true);
  });
});
