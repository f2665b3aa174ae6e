import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // `server-only` throws outside a React Server bundle; tests import server modules directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url)),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**", ".data/**"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Passwords hash at a cheap scrypt cost in tests, the production one in the store: the file says why.
    setupFiles: ["./tests/support/password-cost.ts"],
    // next-i18next's client imports "next/navigation" without an extension (bundler style): let
    // Vite resolve it for component tests.
    server: { deps: { inline: ["next-i18next"] } },
  },
});
