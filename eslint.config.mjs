import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Boundaries of ARCHITECTURE.md section 5, enforced: app -> features -> lib, env in one file. */
const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "lib/db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**", ".reports/**"] },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/*/provider.ts", "**/*.test.ts", "lib/**/test-*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/features/*", "@/components/*", "@/app/*"], message: "lib/ never imports from features/, components/ or app/." },
            { group: ["@/lib/*/embedded/*", "@/lib/*/bigcommerce/*", "@/lib/*/files/*", "@/lib/*/strapi/*", "@/lib/*/klevu/*"], message: "Only provider.ts imports adapters." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/env.ts", "**/*.test.ts", "scripts/**", "tests/**", "*.config.ts", "drizzle.config.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through lib/env.ts." }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/**", "**/*.test.ts", "scripts/**", "tests/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/lib/*/embedded/*", "@/lib/*/bigcommerce/*", "@/lib/*/files/*", "@/lib/*/strapi/*", "@/lib/*/klevu/*"], message: "Only provider.ts imports adapters." }] },
      ],
    },
  },
];
export default config;
