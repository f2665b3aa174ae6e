import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverSchema } from "@/lib/env-schema";
import { BUILD_VARIABLES, ENV_EXAMPLE_FILE, minimumLength, renderEnvExample, schemaComments } from "./env-example";

const example = () => readFileSync(ENV_EXAMPLE_FILE, "utf8");
const schemaNames = Object.keys(serverSchema.shape);

describe(".env.example and lib/env-schema.ts", () => {
  it("is what `npm run env:example` makes from the schema now (run it after changing the schema)", () => {
    expect(example()).toBe(renderEnvExample());
  });

  it("names every variable of the schema once, and nothing the schema and the build do not read", () => {
    const named = [...example().matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual([...schemaNames, ...BUILD_VARIABLES.map((v) => v.name)].sort());
  });

  it("comments every variable out, with its default", () => {
    const text = example();
    expect(text.split("\n").filter((line) => line.trim() && !line.startsWith("#"))).toEqual([]);
    expect(text).toContain("# PORT=3000\n");
    expect(text).toContain("# HOST=127.0.0.1\n");
    expect(text).toContain("# SHUTDOWN_TIMEOUT_MS=25000\n");
    expect(text).toContain('# MAIL_FROM="Lumina <no-reply@lumina.local>"\n');
    expect(text).toContain("# REDIS_URL=\n");
  });

  it("explains the variables with the schema's own comments and states each secret's minimum length", () => {
    const text = example();
    expect(text).toContain("# Bearer secret of POST /api/revalidate");
    for (const [name, min] of [
      ["REVALIDATE_SECRET", 16],
      ["STAFF_TOKEN", 24],
      ["METRICS_TOKEN", 24],
      ["SESSION_SECRET", 32],
    ] as const) {
      expect(text).toContain(`# ${name}: at least ${min} characters.\n`);
    }
    // A variable starting a group of the schema has its own comment, so no group runs into the one before it.
    const comments = schemaComments();
    for (const name of ["NODE_ENV", "MAIL_FROM", "CONTENT_PROVIDER", "SENTRY_DSN"])
      expect(comments.get(name), name).toBeTruthy();
  });
});

describe('README "Running in production"', () => {
  const readme = readFileSync(path.join(path.dirname(ENV_EXAMPLE_FILE), "README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Running in production"),
    readme.indexOf("\n## ", readme.indexOf("## Running in production") + 3),
  );

  it("states the minimum length of every secret as the schema checks it", () => {
    const secrets = Object.entries(serverSchema.shape)
      .map(([name, schema]) => [name, minimumLength(schema)] as const)
      .filter(([, min]) => min !== null && min >= 16);
    expect(secrets.map(([name]) => name)).toEqual(
      expect.arrayContaining(["REVALIDATE_SECRET", "STAFF_TOKEN", "METRICS_TOKEN", "SESSION_SECRET"]),
    );
    for (const [name, min] of secrets) expect(section).toMatch(new RegExp(`\\| \`${name}\` \\| ${min} \\|`));
  });
});
