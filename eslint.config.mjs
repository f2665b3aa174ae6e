import { readdirSync } from "node:fs";
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

/**
 * Feature boundaries (ADR 0032). A feature is a folder of features/; another feature reaches it
 * only through its public entries: `@/features/<name>` (index.ts: plain code, safe anywhere) and
 * `@/features/<name>/client`, `/server`, `/schema`. Within a feature anything goes (relative or
 * its own alias). components/ (data-free widgets) imports no feature and nothing of app/.
 * Import cycles between features and modules are refused by `npm run lint`'s second step,
 * `tsx scripts/import-arrows.ts --check` (cheaper than import/no-cycle, and it sees dynamic imports too).
 */
const FEATURES = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_ENTRY = "(client|server|schema)";
const FEATURE_MESSAGE = "Another feature is reached only through its public entries: `@/features/<name>` (index.ts) or `@/features/<name>/client`, `/server`, `/schema` (ADR 0032).";
/** An alias past another feature's public entries, or any relative path into another feature. */
const deepFeatureImports = (own) => [
  { regex: `^@/features/(?!${own}/)[^/]+/(?!${PUBLIC_ENTRY}$)`, message: FEATURE_MESSAGE },
  { regex: `^(\\.\\./)+(${FEATURES.filter((f) => f !== own).join("|")})(/|$)`, message: FEATURE_MESSAGE },
];
const APP_MESSAGE = "Dependencies run app -> features -> lib: a feature never imports app/ (docs/architecture.md).";
const COMPONENTS_MESSAGE = "components/ holds data-free widgets: it imports no feature and nothing of app/ (pass data and callbacks by props, or move the widget to its feature or to app/[locale]/_shell/; ADR 0032).";
const componentsImports = [{ regex: "^(@/|(\\.\\./)+)(features|app)(/|$)", message: COMPONENTS_MESSAGE }];
const literalImports = (patterns) => patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.type='Literal'][source.value=/${regex.replaceAll("/", "\\/")}/]`, message }));
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];
/** Test helpers may reach another feature's test helpers (fixtures, not code); the rules for every file still hold. */
const TEST_HELPERS = ["**/*test-support.ts", "**/test-fixtures.ts"];

/** The layers of docs/architecture.md, enforced: app -> features -> lib, env in one file, adapters behind providers. */
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
  // components/ imports no feature (tests included); static and dynamic imports alike (ADR 0032).
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: [adapterPaths, ...componentsImports] }],
      "no-restricted-syntax": [...dynamicAdapterImports, ...literalImports(componentsImports)],
    },
  },
  // Tests keep the adapter rule they had (the .tsx ones only: see the rule for every file above).
  { files: ["components/**/*.test.ts"], rules: { "no-restricted-imports": ["error", { patterns: componentsImports }] } },
  { files: ["components/**/*.test.tsx"], rules: { "no-restricted-imports": ["error", { patterns: [adapterPaths, ...componentsImports] }] } },
  // Each feature reaches another only through its public entries, and never app/ (ADR 0032).
  ...FEATURES.flatMap((own) => [
    {
      files: [`features/${own}/**/*.{ts,tsx}`],
      ignores: [...TEST_FILES, ...TEST_HELPERS],
      rules: {
        "no-restricted-imports": ["error", { patterns: [adapterPaths, ...deepFeatureImports(own), { group: ["@/app/*"], message: APP_MESSAGE }] }],
        "no-restricted-syntax": [...dynamicAdapterImports, ...literalImports(deepFeatureImports(own))],
      },
    },
    { files: [`features/${own}/**/*.test.ts`], rules: { "no-restricted-imports": ["error", { patterns: deepFeatureImports(own) }] } },
    { files: [`features/${own}/**/*.test.tsx`], rules: { "no-restricted-imports": ["error", { patterns: [adapterPaths, ...deepFeatureImports(own)] }] } },
  ]),
];
export default config;
