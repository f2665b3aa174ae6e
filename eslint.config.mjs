import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The adapters behind the providers (lib/<provider>/<adapter>/): only each provider.ts loads them.
const ADAPTERS = ["embedded", "bigcommerce", "files", "strapi", "klevu"];
const ADAPTER_MESSAGE = "Only provider.ts imports adapters; go through the provider (a hosted store's extras: `commerce.hosted`).";
/** `@/lib/x/<adapter>` and anything under it. */
const adapterAliases = { group: ADAPTERS.flatMap((a) => [`@/lib/*/${a}`, `@/lib/*/${a}/*`]), message: ADAPTER_MESSAGE };
/** Any specifier reaching lib/x/<adapter>, by alias or relative path (next.config.ts, proxy.ts import relatively). */
const ADAPTER_PATH = `(^|/)lib/[^/]+/(${ADAPTERS.join("|")})(/|$)`;
const adapterPaths = { regex: ADAPTER_PATH, message: ADAPTER_MESSAGE };

/**
 * The same boundary for `import("...")`, which no-restricted-imports does not see: a dynamic import
 * whose string (or a template literal's text) reaches an adapter.
 */
const dynamicAdapterImports = [
  "error",
  { selector: `ImportExpression[source.type='Literal'][source.value=/${ADAPTER_PATH.replaceAll("/", "\\/")}/]`, message: ADAPTER_MESSAGE },
  { selector: `ImportExpression[source.type='TemplateLiteral'] > TemplateLiteral > TemplateElement[value.raw=/${ADAPTER_PATH.replaceAll("/", "\\/")}/]`, message: ADAPTER_MESSAGE },
];

/** Boundaries of ARCHITECTURE.md section 5, enforced: app -> features -> lib, env in one file, adapters behind providers. */
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
          patterns: [{ group: ["@/features/*", "@/components/*", "@/app/*"], message: "lib/ never imports from features/, components/ or app/." }, adapterAliases],
        },
      ],
    },
  },
  {
    // A hosted adapter shares the embedded engine's reviews and returns through lib/commerce/engine only.
    files: ["lib/commerce/bigcommerce/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "lib/**/test-*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/features/*", "@/components/*", "@/app/*"], message: "lib/ never imports from features/, components/ or app/." },
            adapterAliases,
            { group: ["../embedded", "../embedded/*"], message: "Import the engine parts a hosted store shares from lib/commerce/engine." },
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
      "no-restricted-imports": ["error", { patterns: [adapterPaths] }],
    },
  },
  {
    // next.config.ts runs outside the app's module graph: commerce reaches it through
    // lib/commerce/hosted-origins.ts; Strapi's media hosts are still imported directly (not a
    // commerce adapter, left for its own item).
    files: ["next.config.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)lib/commerce/(embedded|bigcommerce)(/|$)", message: ADAPTER_MESSAGE }] }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/*/provider.ts", "**/*.test.ts", "**/*.test.tsx", "lib/**/test-*.ts", "scripts/**", "tests/**"],
    rules: {
      "no-restricted-syntax": dynamicAdapterImports,
    },
  },
];
export default config;
