/**
 * Writes .env.example from the server's environment schema (lib/env-schema.ts): every variable the
 * schema declares, in its order, commented out with its default, under the comment written above it
 * in the schema, and the minimum length of each secret. A test keeps the file and the schema equal
 * (scripts/env-example.test.ts), so run this after changing the schema:
 *
 *   npm run env:example
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { z } from "zod";
import { parseServerEnv, serverSchema } from "../lib/env-schema";
import { REGION_CODES } from "../lib/i18n/regions";
import { countryVariable } from "../lib/region-env";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SCHEMA_FILE = path.join(root, "lib", "env-schema.ts");
export const ENV_EXAMPLE_FILE = path.join(root, ".env.example");

/**
 * Read outside the server's schema: by `next build` (inlined into the bundles or its own options)
 * rather than by the running server. Listed here so .env.example names every setting.
 */
export const BUILD_VARIABLES: { name: string; fallback: string; text: string }[] = [
  {
    name: "NEXT_PUBLIC_SITE_URL",
    fallback: "http://localhost:3000",
    text: "The shop's public address, for absolute URLs in metadata and mails. Build time: written into the bundles.",
  },
  {
    name: "NEXT_PUBLIC_SENTRY_DSN",
    fallback: "",
    text: "Sentry DSN of the browser's error reports (sent through /monitoring on our origin). Build time: written into the bundles.",
  },
  {
    name: "SENTRY_AUTH_TOKEN",
    fallback: "",
    text: "Given to `npm run build`, source maps are uploaded to Sentry; unset, nothing is uploaded. Build time only.",
  },
];

const HEADER = `# Every setting of the storefront, each commented out with its default; all are optional.
# Made from lib/env-schema.ts by \`npm run env:example\` (a test checks the two agree): edit the
# schema, not this file. Copy it to .env and uncomment what you set: Next reads .env when it
# builds and starts from this folder, and compose.yaml gives it to the app instances. Some values
# are fixed by the build (REDIS_URL for a standalone build, NEXT_PUBLIC_*, DEFERRED_SCRIPT_URLS,
# a hosted checkout's origins): README "Running in production".`;

/** The JSDoc comment written above each key of the schema's z.object({...}), by key (keys without one: absent). */
export function schemaComments(source = readFileSync(SCHEMA_FILE, "utf8")): Map<string, string> {
  const file = ts.createSourceFile(SCHEMA_FILE, source, ts.ScriptTarget.Latest, true);
  const comments = new Map<string, string>();
  let object: ts.ObjectLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (object) return;
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === "serverSchema") {
      const visit = (inner: ts.Node): void => {
        if (object) return;
        if (
          ts.isCallExpression(inner) &&
          inner.expression.getText(file).replace(/\s/g, "") === "z.object" &&
          inner.arguments[0] &&
          ts.isObjectLiteralExpression(inner.arguments[0])
        ) {
          object = inner.arguments[0];
          return;
        }
        ts.forEachChild(inner, visit);
      };
      visit(node);
      return;
    }
    ts.forEachChild(node, find);
  };
  find(file);
  if (!object) throw new Error(`${SCHEMA_FILE}: no serverSchema = z.object({...}) found`);
  for (const property of object.properties) {
    const name = keyOf(property, file);
    if (!name) continue;
    const ranges = ts.getLeadingCommentRanges(source, property.getFullStart()) ?? [];
    const jsdoc = ranges.map((range) => source.slice(range.pos, range.end)).filter((text) => text.startsWith("/**"));
    const last = jsdoc.at(-1);
    if (!last) continue;
    const text = last
      .replace(/^\/\*\*\s?/, "")
      .replace(/\s*\*\/$/, "")
      .split("\n")
      .map((line) => line.replace(/^\s*\*\s?/, "").trimEnd())
      .join("\n")
      .trim();
    comments.set(name, text);
  }
  return comments;
}

/**
 * The variable a property of the schema's object declares first: its key, or for a spread
 * `...perCountry({ "COMMERCE_PROVIDER_{CC}": ... })` the first country's first variable
 * (COMMERCE_PROVIDER_SA), which the group's comment goes above.
 */
function keyOf(property: ts.ObjectLiteralElementLike, file: ts.SourceFile): string | null {
  if (ts.isPropertyAssignment(property)) return property.name.getText(file);
  if (!ts.isSpreadAssignment(property) || !ts.isCallExpression(property.expression)) return null;
  const [fields] = property.expression.arguments;
  if (property.expression.expression.getText(file) !== "perCountry" || !fields || !ts.isObjectLiteralExpression(fields))
    return null;
  const first = fields.properties[0]?.name;
  if (!first || !(ts.isStringLiteral(first) || ts.isIdentifier(first))) return null;
  return countryVariable(first.text, REGION_CODES[0]!);
}

/** The shortest value a string setting accepts (secrets: REVALIDATE_SECRET 16, STAFF_TOKEN 24 ...), or null. */
export function minimumLength(schema: z.ZodType): number | null {
  let inner: unknown = schema;
  while (inner && !(inner instanceof z.ZodString)) {
    const def = (inner as { _zod?: { def?: { innerType?: unknown; in?: unknown } } })._zod?.def;
    inner = def?.innerType ?? def?.in;
  }
  const min = inner instanceof z.ZodString ? inner.minLength : null;
  return min && min > 1 ? min : null;
}

/** A value as a dotenv line holds it: plain when it is one safe word, else double-quoted. */
function dotenvValue(value: string): string {
  return /^[\w.:/@{}+,-]*$/.test(value) ? value : JSON.stringify(value);
}

function defaultText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join(",");
  return String(value);
}

function entry(name: string, value: string, comment: string | undefined, min: number | null): string {
  const lines: string[] = [];
  if (comment) lines.push("", ...comment.split("\n").map((line) => (line ? `# ${line}` : "#")));
  if (min && min >= 8) lines.push(`# ${name}: at least ${min} characters.`);
  lines.push(`# ${name}=${dotenvValue(value)}`);
  return lines.join("\n");
}

/** The text of .env.example. */
export function renderEnvExample(): string {
  const comments = schemaComments();
  const defaults = parseServerEnv({}) as Record<string, unknown>;
  const shape = serverSchema.shape as Record<string, z.ZodType>;
  const parts = [HEADER];
  for (const [name, schema] of Object.entries(shape))
    parts.push(entry(name, defaultText(defaults[name]), comments.get(name), minimumLength(schema)));
  parts.push("", "", "# --- Read by `next build`, outside the server's schema ---");
  for (const variable of BUILD_VARIABLES) parts.push(entry(variable.name, variable.fallback, variable.text, null));
  return `${parts.join("\n")}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(ENV_EXAMPLE_FILE, renderEnvExample());
  console.log(`wrote ${path.relative(process.cwd(), ENV_EXAMPLE_FILE) || ENV_EXAMPLE_FILE}`);
}
