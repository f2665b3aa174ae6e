import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The adapters behind the providers (lib/<provider>/<adapter>/): only each provider.ts loads them.
const ADAPTERS = ["embedded", "bigcommerce", "files", "strapi", "klevu"];
const ADAPTER_MESSAGE =
  "Only provider.ts imports adapters; go through the provider (a hosted store's extras: `commerce.hosted`).";
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
  {
    selector: `ImportExpression[source.type='Literal'][source.value=/${ADAPTER_PATH.replaceAll("/", "\\/")}/]`,
    message: ADAPTER_MESSAGE,
  },
  {
    selector: `ImportExpression[source.type='TemplateLiteral'] > TemplateLiteral > TemplateElement[value.raw=/${ADAPTER_PATH.replaceAll("/", "\\/")}/]`,
    message: ADAPTER_MESSAGE,
  },
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
const FEATURE_MESSAGE =
  "Another feature is reached only through its public entries: `@/features/<name>` (index.ts) or `@/features/<name>/client`, `/server`, `/schema` (ADR 0032).";
/** An alias past another feature's public entries, or any relative path into another feature. */
const deepFeatureImports = (own) => [
  { regex: `^@/features/(?!${own}/)[^/]+/(?!${PUBLIC_ENTRY}$)`, message: FEATURE_MESSAGE },
  { regex: `^(\\.\\./)+(${FEATURES.filter((f) => f !== own).join("|")})(/|$)`, message: FEATURE_MESSAGE },
];
const APP_MESSAGE = "Dependencies run app -> features -> lib: a feature never imports app/ (docs/architecture.md).";
const COMPONENTS_MESSAGE =
  "components/ holds data-free widgets: it imports no feature and nothing of app/ (pass data and callbacks by props, or move the widget to its feature or to app/[locale]/_shell/; ADR 0032).";
const componentsImports = [{ regex: "^(@/|(\\.\\./)+)(features|app)(/|$)", message: COMPONENTS_MESSAGE }];
const literalImports = (patterns) =>
  patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.type='Literal'][source.value=/${regex.replaceAll("/", "\\/")}/]`,
    message,
  }));
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];
/** Test helpers may reach another feature's test helpers (fixtures, not code); the rules for every file still hold. */
const TEST_HELPERS = ["**/*test-support.ts", "**/test-fixtures.ts"];

/**
 * Next's private side (`next/dist/...`: compiled copies of packages, internal modules) is reached by
 * one file only, server/next-private.mjs, where each detail has a start-up check against the
 * build; a minor Next release may change any of it (ADR 0041). Everywhere else: a public package
 * or Next's public API. The patterns go into every `no-restricted-imports` below (a later config
 * replaces an earlier one's options for the same rule), and `require()` and `import()` of it are
 * refused by `no-restricted-syntax` likewise.
 */
const NEXT_PRIVATE_FILE = "server/next-private.mjs";
const NEXT_PRIVATE_MESSAGE =
  "Next's private side (next/dist/...) is reached only in server/next-private.mjs, behind a start-up check (ADR 0041): use a public package or Next's public API.";
const nextPrivateImports = { regex: "^next/dist(/|$)", message: NEXT_PRIVATE_MESSAGE };
/**
 * Nothing replaces or sets a global: no `Buffer.x = ...`, no `globalThis.x = ...`, no
 * `Object.assign`/`defineProperty` on them, no `process.env.__NEXT_PRIVATE_* = ...` (Next's private
 * variables: next-private.mjs alone). A response's behaviour is changed on that response. The slots
 * the server shares with the app's bundles (request context, draining, shutdown hooks, the
 * client-address mark) are set in one file, server/shared-with-app.mjs. Tests may fake globals.
 */
const GLOBAL_MESSAGE =
  "Do not replace or set a global (Buffer.*, globalThis.*, Object.assign/defineProperty on them): change what one response needs on that response (ADR 0041).";
const NEXT_ENV_MESSAGE =
  "Next's private variables (process.env.__NEXT_PRIVATE_*) are set only in server/next-private.mjs (ADR 0041).";
const onGlobal = (object) => `[object.name='${object}'], [object.expression.name='${object}']`;
const globalAssignments = [
  ...["Buffer", "globalThis"].flatMap((object) => [
    { selector: `AssignmentExpression > MemberExpression.left:matches(${onGlobal(object)})`, message: GLOBAL_MESSAGE },
    { selector: `UpdateExpression > MemberExpression.argument:matches(${onGlobal(object)})`, message: GLOBAL_MESSAGE },
    {
      selector: `CallExpression[callee.object.name='Object'][callee.property.name=/^(assign|defineProperty|defineProperties|setPrototypeOf)$/][arguments.0.name='${object}']`,
      message: GLOBAL_MESSAGE,
    },
  ]),
];
const nextEnvAssignments = [
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env'][property.name=/^__NEXT_PRIVATE/]",
    message: NEXT_ENV_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env'][property.value=/^__NEXT_PRIVATE/]",
    message: NEXT_ENV_MESSAGE,
  },
];
const nextPrivateCalls = [
  {
    selector: "CallExpression[callee.name='require'][arguments.0.value=/^next\\/dist(\\/|$)/]",
    message: NEXT_PRIVATE_MESSAGE,
  },
  { selector: "ImportExpression[source.value=/^next\\/dist(\\/|$)/]", message: NEXT_PRIVATE_MESSAGE },
];
/** What every file's `no-restricted-syntax` holds, whatever else its own config adds. */
const everywhereSyntax = [...nextPrivateCalls, ...nextEnvAssignments, ...globalAssignments];
const ALL_SOURCES = ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"];
const SHARED_SLOTS_FILE = "server/shared-with-app.mjs";

/** The layers of docs/architecture.md, enforced: app -> features -> lib, env in one file, adapters behind providers. */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "lib/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".reports/**",
    ],
  },
  // Next's private side and globals, for every file; the configs below repeat these in their own lists.
  {
    files: ALL_SOURCES,
    ignores: [NEXT_PRIVATE_FILE],
    rules: {
      "no-global-assign": "error",
      "no-restricted-imports": ["error", { patterns: [nextPrivateImports] }],
      "no-restricted-syntax": ["error", ...everywhereSyntax],
    },
  },
  // Tests may fake globals (a browser's localStorage, the server's draining flag) and the shared slots' file sets them.
  {
    files: [...TEST_FILES, "tests/**", SHARED_SLOTS_FILE],
    rules: { "no-restricted-syntax": ["error", ...nextPrivateCalls, ...nextEnvAssignments] },
  },
  {
    files: [NEXT_PRIVATE_FILE],
    rules: { "no-global-assign": "error", "no-restricted-syntax": ["error", ...globalAssignments] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/*/provider.ts", "**/*.test.ts", "lib/**/test-*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/components/*", "@/app/*"],
              message: "lib/ never imports from features/, components/ or app/.",
            },
            adapterAliases,
            nextPrivateImports,
          ],
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
            {
              group: ["@/features/*", "@/components/*", "@/app/*"],
              message: "lib/ never imports from features/, components/ or app/.",
            },
            adapterAliases,
            {
              group: ["../embedded", "../embedded/*"],
              message: "Import the engine parts a hosted store shares from lib/commerce/engine.",
            },
            nextPrivateImports,
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/env.ts", "**/*.test.ts", "scripts/**", "tests/**", "*.config.ts", "drizzle.config.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts." },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/**", "**/*.test.ts", "scripts/**", "tests/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [adapterPaths, nextPrivateImports] }],
    },
  },
  {
    // next.config.ts runs outside the app's module graph: commerce reaches it through
    // lib/commerce/hosted-origins.ts; Strapi's media hosts are still imported directly (not a
    // commerce adapter, left for its own item).
    files: ["next.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)lib/commerce/(embedded|bigcommerce)(/|$)", message: ADAPTER_MESSAGE },
            nextPrivateImports,
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["lib/*/provider.ts", "**/*.test.ts", "**/*.test.tsx", "lib/**/test-*.ts", "scripts/**", "tests/**"],
    rules: {
      "no-restricted-syntax": [...dynamicAdapterImports, ...everywhereSyntax],
    },
  },
  // components/ imports no feature (tests included); static and dynamic imports alike (ADR 0032).
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: {
      "no-restricted-imports": ["error", { patterns: [adapterPaths, ...componentsImports, nextPrivateImports] }],
      "no-restricted-syntax": [...dynamicAdapterImports, ...literalImports(componentsImports), ...everywhereSyntax],
    },
  },
  // Tests keep the adapter rule they had (the .tsx ones only: see the rule for every file above).
  {
    files: ["components/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...componentsImports, nextPrivateImports] }] },
  },
  {
    files: ["components/**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [adapterPaths, ...componentsImports, nextPrivateImports] }],
    },
  },
  // Each feature reaches another only through its public entries, and never app/ (ADR 0032).
  ...FEATURES.flatMap((own) => [
    {
      files: [`features/${own}/**/*.{ts,tsx}`],
      ignores: [...TEST_FILES, ...TEST_HELPERS],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              adapterPaths,
              ...deepFeatureImports(own),
              { group: ["@/app/*"], message: APP_MESSAGE },
              nextPrivateImports,
            ],
          },
        ],
        "no-restricted-syntax": [
          ...dynamicAdapterImports,
          ...literalImports(deepFeatureImports(own)),
          ...everywhereSyntax,
        ],
      },
    },
    {
      files: [`features/${own}/**/*.test.ts`],
      rules: { "no-restricted-imports": ["error", { patterns: [...deepFeatureImports(own), nextPrivateImports] }] },
    },
    {
      files: [`features/${own}/**/*.test.tsx`],
      rules: {
        "no-restricted-imports": [
          "error",
          { patterns: [adapterPaths, ...deepFeatureImports(own), nextPrivateImports] },
        ],
      },
    },
  ]),
];
export default config;
