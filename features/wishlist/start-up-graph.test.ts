import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { root, startUpGraph } from "@/tests/support/import-graph";

/**
 * What the wishlist costs every page (ADR 0031). The hearts' controller (mounted by the locale
 * layout), the header's count and the product page's heart (use-wishlist.ts), and sign-in's and
 * sign-out's wishlist step (merge.ts) must not load TanStack Query, nor the HTTP client, zod or
 * the toasts: those come only through a dynamic `import()`.
 */
const HEAVY = [/^@tanstack\//, /^axios$/, /^zod$/, /^react-hot-toast$/, /^i18next$/];

describe("the wishlist's start-up import graph", () => {
  for (const entry of [
    "features/wishlist/components/wishlist-hearts.tsx",
    "features/wishlist/use-wishlist.ts",
    "features/wishlist/merge.ts",
  ]) {
    it(`${entry} loads no TanStack Query, HTTP client, zod or toasts`, () => {
      const { modules, packages } = startUpGraph(entry);
      const heavy = [...packages]
        .filter(([name]) => HEAVY.some((h) => h.test(name)))
        .map(([name, by]) => `${name} (imported by ${by})`);
      expect(heavy).toEqual([]);
      // The on-demand parts stay out: only a dynamic import reaches them.
      const onDemand = [
        "features/wishlist/customer-wishlist.ts",
        "features/wishlist/wishlist-query.ts",
        "features/wishlist/api.ts",
        "lib/query/query-client.ts",
      ];
      expect([...modules].map((m) => relative(root, m)).filter((m) => onDemand.includes(m))).toEqual([]);
    });
  }

  it("sees through the graph: the signed-in customer's part does load TanStack Query", () => {
    const { packages } = startUpGraph("features/wishlist/customer-wishlist.ts");
    expect([...packages.keys()]).toContain("@tanstack/react-query");
  });
});
