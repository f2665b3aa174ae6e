import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clientStartUpGraph, root } from "@/tests/support/import-graph";

/**
 * The budget: every template's start-up JavaScript within 1.25x of a bare Next page (measured by
 * `npm run lighthouse`). What keeps it there is what the browser does NOT load before the shopper
 * interacts; this test reads the import graph of the locale layout and each template and names
 * the module that brings a heavy package in. Such packages load only through `import()` (a panel
 * opening, a signed-in customer's data) or on routes that need them (account, checkout).
 */
const NOT_AT_START_UP: Record<string, string> = {
  "@tanstack/react-query":
    "the query cache (account, reviews, search, a customer's wishlist): getQueryClient() in a lazily loaded module",
  "@tanstack/query-core": "the query cache",
  i18next: "the server's translator: client components use lib/i18n/client.tsx",
  "react-i18next": "the server's translator: client components use lib/i18n/client.tsx",
  "next-i18next/client": "the server's translator: client components use lib/i18n/client.tsx",
  axios:
    "the server's HTTP client (the hosted store's REST): the browser calls /api with fetch (lib/http/api-client.ts)",
  zod: "validation: server routes and forms that load with their panels",
  "react-hot-toast": "the toaster, loaded with the first toast",
  "@headlessui/react": "dialogs and comboboxes, loaded with their panels",
  "next/link": "client navigation on every link: SoftLink (plain markup) and the page's one SoftLinks controller",
  "next/dynamic": "its loader: React.lazy in the islands that load on first use",
  "@sentry/nextjs": "error reporting: loaded by instrumentation-client.ts only when a DSN is configured",
};

const TEMPLATES = [
  "app/[locale]/layout.tsx",
  "app/[locale]/page.tsx",
  "app/[locale]/[listing]/[[...segments]]/page.tsx",
  "app/[locale]/p/[slug]/page.tsx",
  "app/[locale]/cart/page.tsx",
];

describe("start-up JavaScript of the measured templates (ADR 0031)", () => {
  for (const entry of TEMPLATES) {
    it(`${entry} loads none of the heavy packages at start-up`, () => {
      const { packages } = clientStartUpGraph(entry);
      const heavy = [...packages]
        .filter(([name]) => name in NOT_AT_START_UP)
        .map(([name, by]) => `${name}, imported by ${by} (${NOT_AT_START_UP[name]})`);
      expect(heavy).toEqual([]);
    });
  }

  it("sees through server components to the client modules they render", () => {
    const { modules, packages } = clientStartUpGraph("app/[locale]/layout.tsx");
    const files = [...modules].map((m) => relative(root, m));
    expect(files).toContain("lib/i18n/client.tsx");
    expect(files).toContain("features/cart/components/cart-bootstrap.tsx");
    expect(files).not.toContain("lib/i18n/server.ts");
    expect([...packages.keys()]).toContain("zustand");
    // And a route that needs the query cache does load it: the account's client islands.
    const account = clientStartUpGraph("app/[locale]/account/[[...section]]/page.tsx");
    expect([...account.packages.keys()]).toContain("@tanstack/react-query");
  });
});
