import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTestFiles } from "./database-tests.mjs";

describe("databaseTestFiles (the PostgreSQL run's files)", () => {
  const files = databaseTestFiles(path.resolve(import.meta.dirname, "../.."));

  it("takes the tests that open a database, mock its client or seed it, and leaves the rest to the PGlite run", () => {
    for (const file of [
      "lib/commerce/embedded/carts.test.ts",
      "app/api/hostile-bodies.test.ts",
      "lib/analytics/marketing.test.ts",
      "lib/commerce/contract/carts.test.ts",
    ])
      expect(files).toContain(file);
    for (const file of [
      "lib/helpers.test.ts",
      "lib/http/api-client.test.ts",
      "app/[locale]/_shell/toaster.component.test.tsx",
      "lib/http/upstream.test.ts",
    ])
      expect(files).not.toContain(file);
    expect(
      files.every(
        (file) => /\.test\.tsx?$/.test(file) && !file.startsWith("tests/e2e/") && !file.startsWith("node_modules/"),
      ),
    ).toBe(true);
  });
});
